import type { Context, Next } from 'koa'
import type { Categories } from '../../engine/catalogue/Categories.ts'
import type { Content } from '../../engine/load/Content.ts'

/** Vike's client router fetches a page's data from `<page URL>/index.pageContext.json`. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/**
 * Odd category links keep working: review pages keep the links they were written with
 * (`/category/recumbent-bike`, `/category/ellipticals`, `/treadmills`, ...), and each answers a
 * permanent redirect to the canonical `/category/<slug>`, query string kept. Canonical URLs and
 * anything that is not a category spelling pass through untouched.
 */
export function categoryRedirects(getContent: () => Content) {
  return async function categoryRedirects(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const target = canonicalCategoryUrl(ctx.path, getContent().categories)
    if (!target) return next()
    ctx.status = 301
    ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ''))
  }
}

/** The canonical path for a non-canonical category path, or undefined. */
function canonicalCategoryUrl(path: string, categories: Categories): string | undefined {
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
