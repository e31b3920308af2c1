import Router from '@koa/router'
import type { Content } from '../../engine/load/Content.ts'
import { sendApiError } from '../middleware/errorHandler.ts'

/** SPEC section 7: the product list calls, under /api. */
export function productRoutes(getContent: () => Content): Router {
  const router = new Router({ prefix: '/api' })

  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { status: 'ok', products: getContent().catalogue.all().length }
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

  return router
}
