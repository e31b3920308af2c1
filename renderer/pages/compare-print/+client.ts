// The one small script of this read-only page: no React in the browser.
import { enhancePage } from '../../client/enhancePage.ts'

enhancePage()
