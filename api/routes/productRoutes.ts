import Router from '@koa/router'
import type { Content } from '../../engine/load/Content.ts'
import { sendApiError } from '../middleware/errorHandler.ts'
import type { Store } from '../store/database/openStore.ts'
import { categoryViewRoute } from './categoryViewRoute.ts'
import { offerRoutes } from './offerRoutes.ts'
import { searchSuggestions } from './searchSuggestions.ts'

export type Health = {
  /** The build's version, so a load balancer or a person can tell which build an instance serves. */
  version: string
  /** False once the instance is shutting down: the load balancer should stop sending it traffic. */
  isReady: () => boolean
  /** What a not-ready instance is doing ("starting", "stopping"); "stopping" when not given. */
  state?: () => string
}

/** The product list calls the pages and other callers make, under /api, and the health check; offers when a store is given. */
export function productRoutes(getContent: () => Content, health: Health, store?: Store): Router {
  const router = new Router({ prefix: '/api' })

  // Content is loaded and checked before the server listens, so a listening instance has it.
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const ready = health.isReady()
    ctx.status = ready ? 200 : 503
    ctx.body = { status: ready ? 'ok' : (health.state?.() ?? 'stopping'), ready, version: health.version, products: getContent().catalogue.all().length }
  })

  router.get('/products', (ctx) => {
    ctx.body = { success: true, data: getContent().catalogue.all() }
  })

  router.get('/products/category/:category', (ctx) => {
    const requested = ctx.params.category ?? ''
    const { categories, catalogue } = getContent()
    const category = categories.resolve(requested)
    const listing = category && catalogue.category(category.slug)
    if (!listing) {
      const known = categories.all().map((c) => c.slug).join(', ')
      sendApiError(ctx, 404, 'unknown_category', `There is no category "${requested.slice(0, 60)}". Known categories: ${known}.`)
      return
    }
    ctx.body = { success: true, data: listing.data, seo: listing.seo }
  })

  categoryViewRoute(router, getContent)
  router.get('/search/suggestions', searchSuggestions(getContent))
  if (store) offerRoutes(router, getContent, store)

  return router
}
