import { formatPrice } from '../format/money.ts'
import { describeFilter, without, passes, passesAll } from './featureFilters.ts'
import type { Facet } from './featureFilters.ts'
import { RATING_LABELS, SORT_LABELS, applyListing, filterProducts } from './listing.ts'
import type { ListingFilters, Listable } from './listing.ts'
import { defaultFilters } from './listingQuery.ts'

// The filters a list view applies: those beyond the default view, how many products each choice
// would show, and the one to drop when nothing shows.

/** One filter or sort that differs from the list's default, and the change that removes it. */
type ActiveFilter = { key: string; label: string; reset: Partial<ListingFilters> }

/** The filters and sort a view applies beyond the default view, in the filter bar's order. */
export function activeFilters(filters: ListingFilters, highestPrice: number, facets: readonly Facet[] = []): ActiveFilter[] {
  const defaults = defaultFilters(highestPrice)
  const active: ActiveFilter[] = []
  if (filters.sort !== defaults.sort) active.push({ key: 'sort', label: `Sort: ${SORT_LABELS[filters.sort]}`, reset: { sort: defaults.sort } })
  if (filters.minRating !== defaults.minRating) active.push({ key: 'minRating', label: `Customer rating: ${RATING_LABELS[filters.minRating]}`, reset: { minRating: defaults.minRating } })
  if (filters.maxPrice !== defaults.maxPrice) active.push({ key: 'maxPrice', label: `Up to ${formatPrice(filters.maxPrice)}`, reset: { maxPrice: defaults.maxPrice } })
  for (const facet of facets) {
    const filter = filters.features?.[facet.key]
    if (filter !== undefined) active.push({ key: `feature:${facet.key}`, label: describeFilter(facet, filter), reset: { features: without(filters.features, facet.key) } })
  }
  return active
}

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

/** How many products each choice of each facet would show, by facet key and choice value ('yes'/'no' for yes/no facts). */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>

/**
 * The count beside each choice: the products the view would show with that choice taken and
 * every other filter (rating, price, the other features) kept, so a count never promises what
 * the click would not show.
 */
export function facetCounts(products: readonly Listable[], filters: ListingFilters, minPrice: number, facets: readonly Facet[]): FacetCounts {
  const base = filterProducts(products, filters.minRating, [minPrice, filters.maxPrice])
  const counts: Record<string, Record<string, number>> = {}
  for (const facet of facets) {
    if (facet.kind === 'range') continue
    const others = base.filter((product) => passesAll(product.features, filters.features, facet.key))
    const options = facet.kind === 'yesno' ? [{ value: 'yes', filter: true }, { value: 'no', filter: false }] : (facet.choices ?? []).map((choice) => ({ value: choice.value, filter: choice.value }))
    counts[facet.key] = Object.fromEntries(options.map(({ value, filter }) => [value, others.filter((product) => passes(product.features?.[facet.key], filter)).length]))
  }
  return counts
}
