import type { Context, Next } from 'koa'
import { sendApiError } from './errorHandler.ts'

/** Short shared caching for API answers (ETags make revalidation cheap), and a JSON 404 for unknown API paths. */
export function apiHeaders(maxAgeSeconds: number) {
  return async function apiHeaders(ctx: Context, next: Next) {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next()
    await next()
    if (ctx.body === undefined && ctx.status === 404) {
      sendApiError(ctx, 404, 'not_found', `No API endpoint at ${ctx.path.slice(0, 100)}.`)
    }
    if (!ctx.response.get('Cache-Control')) {
      ctx.set('Cache-Control', ctx.status === 200 ? `public, max-age=${maxAgeSeconds}` : 'no-store')
    }
  }
}
