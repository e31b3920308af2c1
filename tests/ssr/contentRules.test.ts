import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { siteContent } from '../support/content.ts'
import { describeContentRules } from '../support/contentRules.ts'

// The site's own content (CONTENT_DIR's when set): only rules that hold for any valid content.
describeContentRules('the site\'s content', () => ({ root: resolveContentDir(), content: siteContent() }))
