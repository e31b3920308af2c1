export type StarFill = 'full' | 'half' | 'empty'

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

/** Made once, as in formatPrice: toLocaleString builds a formatter on every call. */
const COUNT = new Intl.NumberFormat('en-US')

/** "22,179" */
export function formatCount(count: number): string {
  return COUNT.format(count)
}
