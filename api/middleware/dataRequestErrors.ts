import type { Context, Next } from 'koa'

/**
 * Vike answers a page-data request (`*.pageContext.json`) whose page failed to render with a 200
 * and `{"_isServerSideError":true}` in the body. The client still reads that body, but caches,
 * monitors and logs see a success; the status says what happened instead.
 */
export function dataRequestErrors() {
  return async function dataRequestErrors(ctx: Context, next: Next) {
    await next()
    if (!ctx.path.endsWith('.pageContext.json') || ctx.status !== 200 || typeof ctx.body !== 'string') return
    // Vike also flags a data request for a page that does not exist (is404) this way.
    if (ctx.body.includes('"_isServerSideError":true')) ctx.status = ctx.body.includes('"is404":true') ? 404 : 500
  }
}
