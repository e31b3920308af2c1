// The one small script of this read-only page: a few behaviours on the server's HTML, no React.
import { enhancePage } from '../../client/enhancePage.ts'

enhancePage()
