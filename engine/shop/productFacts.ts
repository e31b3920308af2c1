import type { ComparisonRow, Specs } from '../../schemas/types.gen.ts'
import { datedPrice, shownPrice } from './priceDate.ts'
import { formatCount, formatRating } from './rating.ts'
import { savingsPercent } from './savings.ts'
import { SPEC_LABELS } from './specLabels.ts'

export type ComputedFact = NonNullable<ComparisonRow['computed']>

/**
 * A product fact a section may show: a catalogue spec key, or a value the site derives from the
 * catalogue. Sections name facts this way instead of retyping them, so the catalogue stays the one
 * source of truth.
 * Exactly one of the two is set; the loader reports a reference with neither or both.
 */
export type FactRef = { spec?: string | undefined; computed?: ComputedFact | undefined }

/** How each computed fact is labelled; spec labels live in SPEC_LABELS. */
export const COMPUTED_LABELS: Readonly<Record<ComputedFact, string>> = {
  rating: 'Customer rating',
  reviews: 'Customer reviews',
  price: 'Price',
  savings: 'Savings',
}

/** Shown where a product lacks the fact a row asks for. */
export const MISSING_FACT = 'N/A'

/** The facts of one product by factKey, ready to show: strings only, so the page model stays small JSON. */
export type FactValues = Readonly<Record<string, string>>

/** What the facts are computed from: a catalogue product, or a review's merged view of one. */
export type FactSource = {
  specs?: Specs | undefined
  rating: { stars: number; count: number }
  price: { regular: number; discount?: number | undefined }
  priceCheckedAt: string
}

export function factKey(ref: FactRef): string {
  return ref.spec !== undefined ? `spec:${ref.spec}` : `computed:${ref.computed ?? ''}`
}

export function factLabel(ref: FactRef): string {
  if (ref.spec !== undefined) return SPEC_LABELS[ref.spec as keyof Specs] ?? ref.spec
  return ref.computed ? COMPUTED_LABELS[ref.computed] : ''
}

/** Every fact the product has, by factKey; a fact it lacks is absent. */
export function factValues(product: FactSource): FactValues {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(product.specs ?? {})) {
    if (value) values[factKey({ spec: key })] = value
  }
  values[factKey({ computed: 'rating' })] = `${formatRating(product.rating.stars)} out of 5`
  values[factKey({ computed: 'reviews' })] = formatCount(product.rating.count)
  values[factKey({ computed: 'price' })] = datedPrice(shownPrice(product))
  const savings = savingsPercent(product.price)
  if (savings !== undefined) values[factKey({ computed: 'savings' })] = `${savings}%`
  return values
}

/** The fact's value, or N/A. */
export function factValue(values: FactValues, ref: FactRef): string {
  return values[factKey(ref)] ?? MISSING_FACT
}
