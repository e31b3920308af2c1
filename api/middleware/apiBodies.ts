import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { prepareBody, sendPrepared } from '../generate/PreparedBody.ts'

/**
 * A successful product API answer is serialised and compressed once and marked reusable, so the
 * answer table keeps it and later requests of the URL send the stored bytes. Errors and
 * /api/health go through every time.
 */
export function apiBodies(getContent: () => Content) {
  return async function apiBodies(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/api/products')) return next()
    await next()
    // Answers from the offers store change with each import: sent as they are, never kept.
    if (ctx.state.fromStore === true) return
    if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null || Buffer.isBuffer(ctx.body)) return
    // The products whose prices the answer shows: those it names, unless its route said.
    ctx.state.shows ??= getContent().catalogue.productsNamedIn(ctx.body)
    sendPrepared(ctx, prepareBody(JSON.stringify(ctx.body)), { type: 'application/json; charset=utf-8', cacheControl: getContent().site.cache.api, reusable: true })
  }
}
