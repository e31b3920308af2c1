/**
 * The Surrogate-Key every answer showing a product carries (pages, the API): purging it from a CDN
 * drops every cached answer that shows the product, so one changed price costs only those.
 */
export const productKey = (id: string) => `product-${id}`

/** The line the importer prints for a CDN purge: the keys of the products whose price changed, or that there are none. */
export function purgeLine(products: readonly string[]): string {
  return products.length ? `Surrogate-Key to purge: ${products.map(productKey).join(' ')}` : 'Surrogate-Key to purge: none (no price changed)'
}
