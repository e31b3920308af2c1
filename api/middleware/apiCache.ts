import type { Context, Next } from 'koa'
import type { Content } from '../../engine/load/Content.ts'
import { prepareBody, sendPrepared } from '../generate/PreparedBody.ts'
import type { PreparedBody } from '../generate/PreparedBody.ts'

/** Distinct API URLs kept per loaded content (the catalogue has a handful; junk paths are 404s). */
const MAX_CACHED = 200

/**
 * The product API answers from bodies serialised and compressed once per loaded content: the
 * first request of a URL runs the route, later ones send the stored bytes. Only successful JSON
 * answers are kept; errors and /api/health go through every time.
 */
export function apiCache(getContent: () => Content) {
  const answers = new WeakMap<Content, Map<string, PreparedBody>>()
  return async function apiCache(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/api/products')) return next()
    const content = getContent()
    let map = answers.get(content)
    if (!map) answers.set(content, (map = new Map()))
    let prepared = map.get(ctx.originalUrl)
    if (!prepared) {
      await next()
      if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null || Buffer.isBuffer(ctx.body)) return
      prepared = prepareBody(JSON.stringify(ctx.body))
      if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!)
      map.set(ctx.originalUrl, prepared)
    }
    sendPrepared(ctx, prepared, { type: 'application/json; charset=utf-8', cacheControl: content.site.cache.api, reusable: true })
  }
}
