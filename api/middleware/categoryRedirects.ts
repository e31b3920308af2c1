import type { Categories } from '../../engine/catalogue/Categories.ts'

/** Vike's client router fetches a page's data from `<page URL>/index.pageContext.json`. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/**
 * Review pages keep their odd category links (`/category/recumbent-bike`, `/category/ellipticals`,
 * `/treadmills`, ...): each names its category, whose canonical `/category/<slug>` the
 * canonical-URL redirects (canonicalUrls.ts) send it to.
 */
export function canonicalCategoryUrl(path: string, categories: Categories): string | undefined {
  const dataRequest = path.endsWith(PAGE_CONTEXT_SUFFIX)
  const page = dataRequest ? path.slice(0, -PAGE_CONTEXT_SUFFIX.length) : path
  const match = /^(?:\/category)?\/([^/]+)\/?$/.exec(page)
  if (!match) return undefined
  let spelling: string
  try {
    spelling = decodeURIComponent(match[1]!)
  } catch {
    return undefined
  }
  const category = categories.resolve(spelling)
  if (!category) return undefined
  const canonical = category.path
  if (page === canonical) return undefined
  return dataRequest ? canonical + PAGE_CONTEXT_SUFFIX : canonical
}
