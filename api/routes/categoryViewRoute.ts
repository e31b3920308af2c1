import { productsShown } from '../../engine/pages/PageModel.ts'
import type Router from '@koa/router'
import type { Content } from '../../engine/load/Content.ts'
import { categoryListing } from '../../engine/pages/category/categoryView.ts'
import { sendApiError } from '../middleware/errorHandler.ts'

/** A query as the list reads it: one value per name (the first of repeated ones). */
function firstValues(query: Readonly<Record<string, string | string[] | undefined>>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]))
}

/**
 * GET /api/categories/:category/view?<the list's query>: the view a category list page
 * shows for that query (the listed cards, counts, comparison columns), what the page's script
 * fetches when the shopper changes a filter, the sort or the page. Unknown and invalid parameters
 * are dropped as the page drops them.
 */
export function categoryViewRoute(router: Router, getContent: () => Content): void {
  router.get('/categories/:category/view', (ctx) => {
    const requested = ctx.params.category ?? ''
    const content = getContent()
    const category = content.categories.resolve(requested)
    if (!category || !content.catalogue.category(category.slug)) {
      const known = content.categories.all().map((c) => c.slug).join(', ')
      sendApiError(ctx, 404, 'unknown_category', `There is no category "${requested.slice(0, 60)}". Known categories: ${known}.`)
      return
    }
    const { view } = categoryListing(content, category, firstValues(ctx.query))
    ctx.state.shows = productsShown(view, content.catalogue, category.slug)
    ctx.body = view
  })
}
