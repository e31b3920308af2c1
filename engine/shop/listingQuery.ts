import { RATING_THRESHOLDS, SORT_KEYS } from './listing.ts'
import type { ListingFilters, RatingThreshold, SortKey } from './listing.ts'
import { featureParams, parseFeatureFilters } from './featureFilters.ts'
import type { Facet } from './featureFilters.ts'

/**
 * Links saved when the minimum rating was stars x 2 (`?rating=8`, `?rating=9`) keep their meaning:
 * 4 and 4.5 stars. `?rating=10` (5 stars only) has no option now and is ignored like any unknown value.
 */
const OLD_RATING_SCALE: Readonly<Record<string, number>> = { '8': 4, '9': 4.5 }

/** The view a category URL shows when its query says nothing: featured, any rating, full price range, page 1. */
export function defaultFilters(highestPrice: number): ListingFilters {
  return { sort: 'featured', minRating: 0, maxPrice: highestPrice, page: 1 }
}

/**
 * Reads ?sort=&rating=&maxPrice=&page= and the feature filters of the category's facets: the view lives in the URL, so Back, reload and shared
 * links keep it. A missing, malformed or out-of-range
 * value falls back to its default; unknown keys are ignored; nothing here ever throws.
 */
export function parseListingQuery(search: Readonly<Record<string, string | undefined>>, highestPrice: number, sliderMax: number, facets: readonly Facet[] = []): ListingFilters {
  const defaults = defaultFilters(highestPrice)
  const sort = (SORT_KEYS as readonly string[]).includes(search.sort ?? '') ? (search.sort as SortKey) : defaults.sort
  const rating = OLD_RATING_SCALE[search.rating ?? ''] ?? Number(search.rating)
  const minRating = search.rating && (RATING_THRESHOLDS as readonly number[]).includes(rating) ? (rating as RatingThreshold) : defaults.minRating
  const price = wholeNumber(search.maxPrice)
  const maxPrice = price !== undefined && price >= 0 && price <= sliderMax ? price : defaults.maxPrice
  const page = wholeNumber(search.page)
  const features = parseFeatureFilters(search, facets)
  return { sort, minRating, maxPrice, page: page !== undefined && page >= 1 ? page : defaults.page, ...(Object.keys(features).length ? { features } : {}) }
}

/**
 * The query string for a view and the products picked for comparison, leaving out every value
 * that is the default ("" for the default view with nothing picked).
 */
export function listingQuery(filters: ListingFilters, highestPrice: number, compared: readonly string[] = [], facets: readonly Facet[] = []): string {
  const defaults = defaultFilters(highestPrice)
  const params = new URLSearchParams()
  if (filters.sort !== defaults.sort) params.set('sort', filters.sort)
  if (filters.minRating !== defaults.minRating) params.set('rating', String(filters.minRating))
  if (filters.maxPrice !== defaults.maxPrice) params.set('maxPrice', String(filters.maxPrice))
  for (const [key, value] of featureParams(filters.features, facets)) params.set(key, value)
  if (filters.page !== defaults.page) params.set('page', String(filters.page))
  // Commas stay readable between the ids, as on the general comparison page.
  const query = [params.toString(), compared.length ? `compare=${compared.map(encodeURIComponent).join(',')}` : ''].filter(Boolean).join('&')
  return query ? `?${query}` : ''
}

/** A whole number of up to seven digits as a query writes it; undefined for anything else. */
export function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,7}$/.test(value)) return undefined
  return Number(value)
}
