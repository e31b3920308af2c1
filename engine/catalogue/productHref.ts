import type { ApiProduct } from './ApiProduct.ts'
import type { Catalogue } from './Catalogue.ts'
import { categoryPath } from './Categories.ts'
import { priceBounds } from '../shop/listing.ts'
import { defaultFilters, listingQuery } from '../shop/listingQuery.ts'

/** The id of a product's card on its category page, so a link can scroll to it (and CSS highlight it). */
export function productCardId(productId: string): string {
  return `product-${productId}`
}

/**
 * Where a product found by search leads: its review when there is one, else its card on the page
 * of its category's default list (featured order, unfiltered) that shows it, scrolled to.
 */
export function productHref(product: ApiProduct, catalogue: Catalogue, pageSize: number): string {
  if (product.pageLink) return product.pageLink
  const listed = catalogue.category(product.category)?.data ?? []
  const index = Math.max(0, listed.findIndex((candidate) => candidate.id === product.id))
  const highest = priceBounds(listed).max
  const query = listingQuery({ ...defaultFilters(highest), page: Math.floor(index / pageSize) + 1 }, highest)
  return `${categoryPath(product.category)}${query}#${productCardId(product.id)}`
}
