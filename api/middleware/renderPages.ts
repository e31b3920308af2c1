import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { prepareBody, sendPrepared } from '../generate/PreparedBody.ts'
import { hoistImagePreloads } from '../generate/hoistImagePreloads.ts'
import { renderUrl } from '../generate/renderUrl.ts'
import { useBundle } from '../generate/stylesheetBundles.ts'
import type { StylesheetBundles } from '../generate/stylesheetBundles.ts'
import { requestAnswerKey } from './answerKey.ts'
import { chooseEncoding } from '../generate/contentEncoding.ts'
import { markForRenderer } from '../process/otherAnswers.ts'
import { arrivedAt } from '../process/requestArrival.ts'
import { REFUSED, renderLimit, sendBusy } from './renderLimit.ts'
import type { RenderLimit } from './renderLimit.ts'

const PAGE_DATA_SUFFIX = '.pageContext.json'

/**
 * Renders what the build did not generate (query-dependent views: category filters, search,
 * chosen comparisons). With `reusable`, a view answered 200 is marked reusable: the answer table
 * keeps it, compressed, so a repeated view costs no render; development renders every time. With
 * `sectionGallery`, /_sections draws every section type for editors; without, it is a 404. A page
 * is rendered from its path and declared parameters only (see answerKey.ts), and at most `limit`
 * renders run at a time, turns taken by client in rotation: a render refused, or whose turn did
 * not come soon enough after its request was read, gets a 503 with Retry-After.
 */
export function renderPages(getContent: () => Content, { reusable = false, stylesheets = {} as StylesheetBundles, sectionGallery = false, limit = renderLimit() as RenderLimit } = {}) {
  return async function renderPages(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const content = getContent()
    // Pages are documents (server routing): no page asks for Vike's page-data URLs, so none is
    // answered, rather than handing out every page's model as JSON under a second, cacheable URL.
    if (ctx.path.endsWith(PAGE_DATA_SUFFIX)) return notFound(ctx, content.site.cache.errors)
    markForRenderer(ctx.req)
    const done = await limit(async () => {
      const rendered = await renderUrl(content, requestAnswerKey(ctx.req, ctx.originalUrl, content), ctx.headers, { sectionGallery })
      if (!rendered) return rendered
      // The body in this visitor's encoding is made here, in zlib's pool while the thread goes on
      // with other work, and within the render's turn, so a turn is not free before its page is.
      const prepared = prepareBody(hoistImagePreloads(useBundle(rendered.body, stylesheets)))
      await prepared.make(chooseEncoding(ctx.get('Accept-Encoding') || undefined))
      return { rendered, prepared }
    }, ctx.ip, arrivedAt(ctx.req))
    if (done === REFUSED) return sendBusy(ctx)
    if (!done) return next()
    const { rendered, prepared } = done
    ctx.state.shows = rendered.shows
    // The visitor gets the error page; the log gets the cause, with its stack.
    if (rendered.status >= 500) ctx.log.error({ err: rendered.error, method: ctx.method, path: ctx.path }, 'render failed')
    const type = rendered.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
    const { html, errors } = content.site.cache
    sendPrepared(ctx, prepared, { type, status: rendered.status, cacheControl: rendered.status === 200 ? html : errors, reusable })
    // Vike's own redirects (its URL normalisation) name their target in Location: a redirect without it leaves a blank page.
    const location = sameSiteLocation(rendered.headers)
    if (location) ctx.set('Location', location)
  }
}

/** The Location of a rendered redirect, when it is a path on this site. */
function sameSiteLocation(headers: [string, string][]): string | undefined {
  const location = headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
  return location && /^\/(?![/\\])/.test(location) ? location : undefined
}

function notFound(ctx: Context, cacheControl: string) {
  ctx.status = 404
  ctx.set('Cache-Control', cacheControl)
  ctx.type = 'text/plain'
  ctx.body = 'Not found.\n'
}
