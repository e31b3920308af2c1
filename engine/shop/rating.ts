import { formatDay } from '../format/dates.ts'
import { formatCount } from '../format/money.ts'

type StarFill = 'full' | 'half' | 'empty'

/**
 * Star display: filled stars equal the whole part of the rating, one half-tone
 * star when the fraction is 0.5 or more, the rest grey.
 */
export function starFills(rating: number, outOf = 5): StarFill[] {
  const clamped = Math.min(Math.max(rating, 0), outOf)
  const whole = Math.floor(clamped)
  const half = clamped - whole >= 0.5 ? 1 : 0
  return Array.from({ length: outOf }, (_, i): StarFill => (i < whole ? 'full' : i < whole + half ? 'half' : 'empty'))
}

/** One decimal, as every rating is shown ("4.0", "8.6"). */
export function formatRating(value: number): string {
  return value.toFixed(1)
}

/**
 * A customer rating as pages show it: stars out of 5 and how many gave them, with where and on
 * which day they were read (site.yaml's customerRatings), so no figure appears without its source.
 */
export type CustomerRating = { stars: number; count: number; source: string; readOn: string }

/** "2,800 customer ratings at Demo Store (fictional ratings), Nov 20, 2026" */
export function ratingSource(rating: CustomerRating): string {
  return `${formatCount(rating.count)} customer rating${rating.count === 1 ? '' : 's'} at ${rating.source}, ${formatDay(rating.readOn)}`
}

/** "4.5 out of 5 from 2,800 customer ratings at Demo Store (fictional ratings), Nov 20, 2026": the one way text writes it. */
export function customerRatingText(rating: CustomerRating): string {
  return `${formatRating(rating.stars)} out of 5 from ${ratingSource(rating)}`
}
