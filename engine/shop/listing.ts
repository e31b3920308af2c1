import { passesAll } from './featureFilters.ts'
import type { FeatureFilters, FeatureValues } from './featureFilters.ts'
import { effectivePrice } from '../format/money.ts'

/** The sort orders of a category list; featured keeps the catalogue's ranked order, by our computed score. */
export const SORT_KEYS = ['featured', 'price-low', 'price-high', 'rating', 'popularity'] as const
export type SortKey = (typeof SORT_KEYS)[number]

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  featured: 'Our ranking',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Customer rating',
  popularity: 'Most Popular',
}

/** Minimum customer rating options, in stars out of 5 as the cards show them; 0 is any rating. */
export const RATING_THRESHOLDS = [0, 3.5, 4, 4.5] as const
export type RatingThreshold = (typeof RATING_THRESHOLDS)[number]

export const RATING_LABELS: Readonly<Record<RatingThreshold, string>> = { 0: 'Any', 3.5: '3.5 stars & up', 4: '4 stars & up', 4.5: '4.5 stars & up' }

export type Listable = {
  price?: { regular?: number; discount?: number }
  rating: { stars: number; count: number }
  /** Its values of the category's filterable facts, for the feature filters. */
  features?: FeatureValues
}

export type ListingFilters = {
  sort: SortKey
  minRating: RatingThreshold
  maxPrice: number
  page: number
  /** The feature filters, by fact key; absent when there are none. */
  features?: FeatureFilters
}

/**
 * Filtering, in order: drop those under the minimum customer rating (stars out of 5), keep those in
 * the price range. A product without a current price counts as 0: under any upper bound, and never
 * dropped by the lower bound, which is only the lowest price found (the slider moves the upper one).
 */
export function filterProducts<T extends Listable>(products: readonly T[], minRating: number, priceRange: readonly [number, number]): T[] {
  const [min, max] = priceRange
  return products.filter((product) => {
    if (product.rating.stars < minRating) return false
    if (!hasPrice(product)) return true
    const price = effectivePrice(product.price)
    return price >= min && price <= max
  })
}

/** Whether the product shows a price at all (a regular or a discount one). */
const hasPrice = (product: Listable) => product.price?.regular !== undefined || product.price?.discount !== undefined

/** Products without a current price after those with one: a missing price is neither the lowest nor the highest. */
const unpricedLast = (a: Listable, b: Listable) => Number(!hasPrice(a)) - Number(!hasPrice(b))

/** A stable sort: equal products keep their catalogue order. */
export function sortProducts<T extends Listable>(products: readonly T[], sort: SortKey): T[] {
  const compare: Record<SortKey, ((a: T, b: T) => number) | undefined> = {
    featured: undefined,
    'price-low': (a, b) => unpricedLast(a, b) || effectivePrice(a.price) - effectivePrice(b.price),
    'price-high': (a, b) => unpricedLast(a, b) || effectivePrice(b.price) - effectivePrice(a.price),
    rating: (a, b) => b.rating.stars - a.rating.stars,
    popularity: (a, b) => b.rating.count - a.rating.count,
  }
  const by = compare[sort]
  return by ? [...products].sort(by) : [...products]
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number }

/** One page of items; a page beyond the last shows the last, and an empty list has one empty page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const start = (current - 1) * pageSize
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length }
}

/** Filter, then sort, then cut the page: what the list shows for these filters. */
export function applyListing<T extends Listable>(products: readonly T[], filters: ListingFilters, minPrice: number, pageSize: number): Page<T> {
  const kept = filterProducts(products, filters.minRating, [minPrice, filters.maxPrice]).filter((product) => passesAll(product.features, filters.features))
  return paginate(sortProducts(kept, filters.sort), filters.page, pageSize)
}

/** Lowest and highest effective price found, whole dollars (the slider moves in whole steps). */
export function priceBounds(products: readonly Listable[]): { min: number; max: number } {
  if (!products.length) return { min: 0, max: 0 }
  const prices = products.flatMap((product) => (product.price ? [effectivePrice(product.price)] : []))
  if (!prices.length) return { min: 0, max: 0 }
  return { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) }
}

/** Lowest and highest effective price to the cent, as the shopper pays it (the sidebar's range). */
export function priceRange(products: readonly Listable[]): { min: number; max: number } {
  if (!products.length) return { min: 0, max: 0 }
  const prices = products.flatMap((product) => (product.price ? [effectivePrice(product.price)] : []))
  if (!prices.length) return { min: 0, max: 0 }
  return { min: Math.min(...prices), max: Math.max(...prices) }
}
