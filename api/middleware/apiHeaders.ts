import type { Context, Next } from 'koa'
import type { SiteConfig } from '../../schemas/types.gen.ts'
import { isApiPath } from './methodNotAllowed.ts'

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
