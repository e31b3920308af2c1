import type { PageContextServer } from 'vike/types'
import type { PageLayout } from '../schemas/types.gen.ts'

/** The page's layout: its YAML's `layout` where it sets one, else its kind's (+pageLayout.ts), else `site`. */
export function pageLayoutOf(pageContext: PageContextServer): PageLayout {
  const model = pageContext.data
  const own = model?.kind === 'sections' ? model.layout : undefined
  return own ?? pageContext.config.pageLayout ?? 'site'
}
