import type { Context, Next } from 'koa'
import { sendApiError } from './errorHandler.ts'

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

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

/**
 * Placed after the API routes: an /api path no route answered ends here as a JSON 404 and never
 * falls through to the pages, which would answer with an HTML page.
 */
export function apiNotFound() {
  return async function apiNotFound(ctx: Context, next: Next) {
    if (!isApiPath(ctx.path)) return next()
    sendApiError(ctx, 404, 'not_found', `No API endpoint at ${ctx.path.slice(0, 100)}.`)
  }
}
