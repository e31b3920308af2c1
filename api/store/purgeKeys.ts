/**
 * The Surrogate-Key every answer showing a product carries (pages, the API): purging it from a CDN
 * drops every cached answer that shows the product, so one changed price costs only those.
 */
export const productKey = (id: string) => `product-${id}`

/**
 * The key of an answer showing more products than its header can name (a long search, a large
 * category): every purge names it too, so such an answer is fetched again after any price change.
 */
export const MANY_PRODUCTS_KEY = 'many-products'

/** The line the importer prints for a CDN purge: the keys of the products whose price changed, or that there are none. */
export function purgeLine(products: readonly string[]): string {
  return products.length ? `Surrogate-Key to purge: ${[...products.map(productKey), MANY_PRODUCTS_KEY].join(' ')}` : 'Surrogate-Key to purge: none (no price changed)'
}
