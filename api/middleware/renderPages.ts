import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { prepareBody, sendPrepared } from '../generate/PreparedBody.ts'
import type { PreparedBody } from '../generate/PreparedBody.ts'
import { hoistImagePreloads } from '../generate/hoistImagePreloads.ts'
import { renderUrl } from '../generate/renderUrl.ts'
import { useBundle } from '../generate/stylesheetBundles.ts'
import type { StylesheetBundles } from '../generate/stylesheetBundles.ts'

/** Distinct query-string views kept per loaded content; the oldest goes first. */
const MAX_CACHED_VIEWS = 500

const PAGE_DATA_SUFFIX = '.pageContext.json'

type CachedPage = { status: number; type: string; prepared: PreparedBody }

/**
 * Renders what the build did not generate (query-dependent views: category filters, search,
 * chosen comparisons). With `cache`, each URL's answer is kept, compressed, for the life of the
 * loaded content, so a repeated view costs no render; development renders every time. With
 * `sectionGallery`, /_sections draws every section type for editors; without, it is a 404.
 */
export function renderPages(getContent: () => Content, { cache = false, stylesheets = {} as StylesheetBundles, sectionGallery = false } = {}) {
  const views = new WeakMap<Content, Map<string, CachedPage>>()
  return async function renderPages(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const content = getContent()
    // Pages are documents (server routing): no page asks for Vike's page-data URLs, so none is
    // answered, rather than handing out every page's model as JSON under a second, cacheable URL.
    if (ctx.path.endsWith(PAGE_DATA_SUFFIX)) return notFound(ctx, content.site.cache.errors)
    let cached = views.get(content)?.get(ctx.originalUrl)
    if (!cached) {
      const rendered = await renderUrl(content, ctx.originalUrl, ctx.headers, { sectionGallery })
      if (!rendered) return next()
      // The visitor gets the error page; the log gets the cause, with its stack.
      if (rendered.status >= 500) ctx.log.error({ err: rendered.error, method: ctx.method, path: ctx.path }, 'render failed')
      const type = rendered.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
      cached = { status: rendered.status, type, prepared: prepareBody(hoistImagePreloads(useBundle(rendered.body, stylesheets))) }
      if (cache && rendered.status === 200) remember(views, content, ctx.originalUrl, cached)
    }
    const { html, errors } = content.site.cache
    sendPrepared(ctx, cached.prepared, { type: cached.type, status: cached.status, cacheControl: cached.status === 200 ? html : errors, reusable: cache })
  }
}

function remember(views: WeakMap<Content, Map<string, CachedPage>>, content: Content, url: string, page: CachedPage) {
  let map = views.get(content)
  if (!map) views.set(content, (map = new Map()))
  if (map.size >= MAX_CACHED_VIEWS) map.delete(map.keys().next().value!)
  map.set(url, page)
}

function notFound(ctx: Context, cacheControl: string) {
  ctx.status = 404
  ctx.set('Cache-Control', cacheControl)
  ctx.type = 'text/plain'
  ctx.body = 'Not found.\n'
}
