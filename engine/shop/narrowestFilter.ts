import type { ActiveFilter } from './activeFilters.ts'
import { applyListing } from './listing.ts'
import type { Listable, ListingFilters } from './listing.ts'

/**
 * The filter to drop when a view shows nothing: the one whose removal alone brings back the most
 * products (the first in the filter bar's order on a tie), with how many it brings back.
 * Undefined when no single filter's removal shows anything.
 */
export function narrowestFilter(products: readonly Listable[], filters: ListingFilters, active: readonly ActiveFilter[], minPrice: number): { filter: ActiveFilter; count: number } | undefined {
  let best: { filter: ActiveFilter; count: number } | undefined
  for (const filter of active) {
    if (filter.key === 'sort') continue
    const count = applyListing(products, { ...filters, ...filter.reset, page: 1 }, minPrice, 1).total
    if (count > 0 && (!best || count > best.count)) best = { filter, count }
  }
  return best
}
