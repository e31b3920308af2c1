import type { Content } from '../load/Content.ts'
import { canonicalPath, pageIdentity } from './pageIdentity.ts'
import { PAGE_KINDS } from './pageParameters.ts'
import type { PageParameters } from './pageParameters.ts'

/**
 * Every page a search engine should find, as the sitemap lists it: each page kind's listed pages
 * (`listed` in PAGE_KINDS), in the list's order, each at its canonical URL. A listed page counts
 * for its kind only when the router gives its path to that kind, and its query keeps only the
 * parameters the kind declares canonical, normalised as the answer table and the canonical link
 * have them; so the sitemap, the router and the canonical link can never disagree.
 */
export function listedPages(content: Content): string[] {
  const urls = new Set<string>()
  for (const [kind, parameters] of Object.entries(PAGE_KINDS) as [string, PageParameters][]) {
    for (const page of parameters.listed?.(content) ?? []) {
      const identity = pageIdentity(page.path, page.query ?? '', content)
      if (identity?.kind === kind) urls.add(canonicalPath(identity))
    }
  }
  return [...urls]
}
