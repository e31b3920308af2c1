// The one small script of this read-only page (issue 8): no React in the browser.
import { enhancePage } from '../../client/enhancePage.ts'

enhancePage()
