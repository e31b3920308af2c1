import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { sitemapPaths } from '../generate/seoFiles.ts'
import { canonicalCategoryUrl } from './categoryRedirects.ts'

/** First path segments that are not pages: the API, hashed assets and catalogue images keep their own rules. */
const NOT_PAGES = /^\/(?:api|assets|images)\//

/**
 * Every page has one URL. Another spelling of it (a trailing or doubled slash, other letter case,
 * a category's other spellings) answers a permanent redirect to that URL in
 * one hop, query string kept, before any page or generated file is looked up, so generated and
 * rendered pages, development and production, all behave the same.
 */
export function canonicalUrls(getContent: () => Content) {
  return async function canonicalUrls(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const target = canonicalPagePath(ctx.path, getContent())
    if (target === undefined) return next()
    ctx.status = 301
    ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ''))
  }
}

/**
 * The canonical path for a page path that has another spelling, or undefined when it is already
 * canonical. The answer always starts with a single `/` followed by neither `/` nor `\`, so a
 * redirect never leaves the site (`//evil.com/` becomes `/evil.com`).
 */
function canonicalPagePath(path: string, content: Content): string | undefined {
  if (NOT_PAGES.test(path)) return undefined
  let tidy = path.replace(/\/{2,}/g, '/')
  if (tidy.length > 1 && tidy.endsWith('/')) tidy = tidy.slice(0, -1)
  tidy = pathInItsCase(tidy, content) ?? canonicalCategoryUrl(tidy, content.categories) ?? tidy
  // A browser reads `/\host` as `//host`: a backslash is sent escaped, never as written.
  tidy = tidy.replace(/\\/g, '%5C')
  return tidy === path ? undefined : tidy
}

/** Every page's path as the site writes it (lower case), per loaded content. */
const pagePaths = (content: Content): ReadonlySet<string> => new Set(sitemapPaths(content))

/**
 * A page's path as the site writes it, when `path` names that page in other letter case
 * (`/product/Stridewell-T600`, `/About`), as category slugs already are forgiven.
 */
function pathInItsCase(path: string, content: Content): string | undefined {
  const lower = path.toLowerCase()
  if (lower === path) return undefined
  return content.derived.of(pagePaths, content).has(lower) ? lower : undefined
}
