import type { Context, Next } from 'koa'
import { renderPage } from 'vike/server'
import type { Content } from '../../engine/load/Content.ts'
import { buildLayoutModel } from '../../engine/pages/LayoutModel.ts'

/**
 * Server-side rendering of every page through Vike. The content goes into the page context, so
 * page data hooks read the catalogue in-process, never over HTTP.
 */
export function renderPages(getContent: () => Content) {
  return async function renderPages(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const content = getContent()
    const pageContext = await renderPage({
      urlOriginal: ctx.originalUrl,
      headersOriginal: ctx.headers,
      content,
      layout: buildLayoutModel(content.site, content.categories),
    })
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    if (httpResponse.statusCode >= 500) console.error(`rendering ${ctx.originalUrl} failed:`, pageContext.errorWhileRendering)
    ctx.status = httpResponse.statusCode
    for (const [name, value] of httpResponse.headers) ctx.set(name, value)
    // HTML is never cached long: it names the current hashed assets and carries current prices.
    ctx.set('Cache-Control', httpResponse.statusCode === 200 ? 'public, max-age=0, must-revalidate' : 'no-store')
    ctx.body = httpResponse.body
  }
}
