import { siteContent } from '../support/content.ts'

/**
 * Pages the browser tests open, chosen by a rule over whatever content is loaded rather than by
 * name, so the tests hold for any catalogue.
 */

/** The list page of the first category with at least `least` products. */
export function categoryWithProducts(least: number): { path: string; count: number } {
  const { categories, catalogue } = siteContent()
  for (const category of categories.all()) {
    const count = catalogue.category(category.slug)?.data.length ?? 0
    if (count >= least) return { path: category.path, count }
  }
  throw new Error(`no category lists ${least} products`)
}

/** The first information page or guide that holds a product picker. */
export function pageWithProductPicker(): string {
  for (const [path, page] of siteContent().infoPages) {
    if (page.sections.some((section) => section.type === 'product-picker')) return path
  }
  throw new Error('no page holds a product picker')
}

/** Every review with a buy bar, by path. */
export function reviewsWithBuyBar(): string[] {
  return [...siteContent().reviews]
    .filter(([, review]) => review.sections.some((section) => section.type === 'buy-bar'))
    .map(([slug]) => `/product/${slug}`)
}
