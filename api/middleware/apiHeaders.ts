import type { Context, Next } from 'koa'
import type { SiteConfig } from '../../schemas/types.gen.ts'
import { sendApiError } from './errorHandler.ts'

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** API answers take site.yaml's `cache.api` (ETags make revalidation cheap); errors `cache.errors`. */
export function apiHeaders(getPolicy: () => SiteConfig['cache']) {
  return async function apiHeaders(ctx: Context, next: Next) {
    if (!isApiPath(ctx.path)) return next()
    await next()
    if (!ctx.response.get('Cache-Control')) {
      const { api, errors } = getPolicy()
      ctx.set('Cache-Control', ctx.status === 200 ? api : errors)
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
