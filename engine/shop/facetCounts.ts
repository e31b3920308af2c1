import type { Facet } from './featureFilters.ts'
import { passes, passesAll } from './featureFilters.ts'
import { filterProducts } from './listing.ts'
import type { Listable, ListingFilters } from './listing.ts'

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
