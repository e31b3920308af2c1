import { RATING_LABELS, SORT_LABELS } from './listing.ts'
import type { ListingFilters } from './listing.ts'
import { defaultFilters } from './listingQuery.ts'
import { describeFilter, without } from './featureFilters.ts'
import type { Facet } from './featureFilters.ts'
import { formatPrice } from '../format/money.ts'

/** One filter or sort that differs from the list's default, and the change that removes it. */
export type ActiveFilter = { key: string; label: string; reset: Partial<ListingFilters> }

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
