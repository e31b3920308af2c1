import type { Context, Next } from 'koa'
import { isApiPath } from './methodNotAllowed.ts'

/** Short shared caching for API answers (ETags make revalidation cheap); errors are never cached. */
export function apiHeaders(maxAgeSeconds: number) {
  return async function apiHeaders(ctx: Context, next: Next) {
    if (!isApiPath(ctx.path)) return next()
    await next()
    if (!ctx.response.get('Cache-Control')) {
      ctx.set('Cache-Control', ctx.status === 200 ? `public, max-age=${maxAgeSeconds}` : 'no-store')
    }
  }
}
