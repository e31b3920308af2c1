import type Router from '@koa/router'
import type { Context, Next } from 'koa'
import { sendApiError } from './errorHandler.ts'

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/**
 * Placed after the API routes: an /api path no route answered ends here and never falls through
 * to the pages (which would answer HTML). A path that exists for other methods is a 405 naming
 * them in `Allow`; any other path is a JSON 404.
 */
export function apiFallback(router: Router) {
  return async function apiFallback(ctx: Context, next: Next) {
    if (!isApiPath(ctx.path)) return next()
    const allowed = [...new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods))]
    if (allowed.length) {
      ctx.set('Allow', allowed.join(', '))
      sendApiError(ctx, 405, 'method_not_allowed', `${ctx.method.slice(0, 20)} is not allowed on ${ctx.path.slice(0, 100)}; use ${allowed.join(' or ')}.`)
      return
    }
    sendApiError(ctx, 404, 'not_found', `No API endpoint at ${ctx.path.slice(0, 100)}.`)
  }
}

/** Pages, images and assets are read-only: anything but GET and HEAD is a 405 before it reaches them. */
export function pageMethods() {
  return async function pageMethods(ctx: Context, next: Next) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next()
    ctx.status = 405
    ctx.set('Allow', 'GET, HEAD')
    ctx.type = 'text/plain'
    ctx.body = 'Method not allowed: pages can only be read (GET or HEAD).\n'
  }
}
