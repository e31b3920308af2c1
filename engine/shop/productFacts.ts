import type { ComparisonRow, CategoryFact } from '../../schemas/types.gen.ts'
import type { FactAmount, FactBook, FactHolder, FactRow } from '../facts/FactBook.ts'
import { effectivePrice, formatCount } from '../format/money.ts'
import type { PriceCheck, PriceView } from './PriceView.ts'
import { datedPrice } from './priceDate.ts'
import type { ShownPrice } from './priceDate.ts'
import { customerRatingText } from './rating.ts'
import type { CustomerRating } from './rating.ts'

export type ComputedFact = NonNullable<ComparisonRow['computed']>

/**
 * A product fact a section may show: a fact key of the product's category, or a value the site
 * derives from the catalogue. Sections name facts this way instead of retyping them, so the
 * catalogue stays the one source of truth.
 * Exactly one of the two is set; the loader reports a reference with neither or both.
 */
export type FactRef = { spec?: string | undefined; computed?: ComputedFact | undefined }

/** How each computed fact is labelled; the category's facts are labelled by its vocabulary. */
export const COMPUTED_LABELS: Readonly<Record<ComputedFact, string>> = {
  rating: 'Customer rating',
  reviews: 'Customer reviews',
  price: 'Price',
  savings: 'Savings',
}

/** Shown where a product lacks the fact a row asks for. */
export const MISSING_FACT = 'N/A'

/** Shown in a price's place when no shop we follow has a current offer for the product: said in words, never a blank "N/A". */
const NO_CURRENT_PRICE = 'No current price'

/** The facts of one product by factKey, ready to show: strings only, so the page model stays small JSON. */
export type FactValues = Readonly<Record<string, string>>

/** What the facts are computed from: a catalogue product, or a review's view of one. */
type FactSource = FactHolder & {
  rating: CustomerRating
  id: string
}

export function factKey(ref: FactRef): string {
  return ref.spec !== undefined ? `spec:${ref.spec}` : `computed:${ref.computed ?? ''}`
}

/** The label of each fact a product of the category may have, by factKey. */
export function factLabels(category: string, book: FactBook): FactValues {
  const labels: Record<string, string> = {}
  for (const def of book.defs(category)) labels[factKey({ spec: def.key })] = def.label
  for (const [computed, label] of Object.entries(COMPUTED_LABELS)) labels[`computed:${computed}`] = label
  return labels
}

export function factLabel(ref: FactRef, labels: FactValues): string {
  return labels[factKey(ref)] ?? ref.spec ?? ''
}

/** Every fact the product has, by factKey; a fact it lacks is absent. */
export function factValues(product: FactSource, book: FactBook, prices: PriceView): FactValues {
  const values: Record<string, string> = {}
  for (const row of book.rows(product)) values[factKey({ spec: row.key })] = row.value
  values[factKey({ computed: 'rating' })] = customerRatingText(product.rating)
  values[factKey({ computed: 'reviews' })] = formatCount(product.rating.count)
  const { price, checkPrice, claims } = prices.summary(product.id)
  // A price too old to show is no number: the retailer to check it at stands in its place.
  if (checkPrice) values[factKey({ computed: 'price' })] = `Check price at ${checkPrice.shop}`
  if (!price) return values
  values[factKey({ computed: 'price' })] = datedPrice(price)
  const savings = claims.was?.savingsPercent || undefined
  if (savings !== undefined) values[factKey({ computed: 'savings' })] = `${savings}%`
  return values
}

/**
 * Whether the product has the fact, as factValues would list it, without formatting a value:
 * the content check asks this of every review's hero, where formatting every fact of every
 * product (unit conversions, prices) cost more than the rest of those checks together. The check
 * judges no offers (`prices` undefined): there a product has no saving.
 */
export function hasFact(product: Omit<FactSource, 'rating'>, book: FactBook, ref: FactRef, prices: PriceView | undefined): boolean {
  if (ref.spec !== undefined) return book.def(product.category, ref.spec) !== undefined && book.value(product, ref.spec) !== undefined
  if (ref.computed === 'savings') return Boolean(prices?.summary(product.id).claims.was?.savingsPercent)
  return ref.computed !== undefined
}

/** The amounts a comparison judges by, by factKey: typed facts in their declared unit, and the computed values as numbers. */
export type FactAmounts = Readonly<Record<string, FactAmount>>

/** Every amount the product's facts and computed values give, by factKey; a fact without one (text, a note only) is absent. */
export function factAmounts(product: FactSource, book: FactBook, prices: PriceView): FactAmounts {
  const amounts: Record<string, FactAmount> = {}
  for (const [key, amount] of Object.entries(book.amounts(product))) amounts[factKey({ spec: key })] = amount
  amounts[factKey({ computed: 'rating' })] = { amount: product.rating.stars, unit: 'stars' }
  amounts[factKey({ computed: 'reviews' })] = { amount: product.rating.count, unit: 'ratings' }
  const { price, claims } = prices.summary(product.id)
  // No price is no amount: a product without a current offer is never the cheapest.
  if (price) amounts[factKey({ computed: 'price' })] = { amount: effectivePrice(price), unit: 'USD' }
  const savings = claims.was?.savingsPercent || undefined
  if (savings !== undefined) amounts[factKey({ computed: 'savings' })] = { amount: savings, unit: '%' }
  return amounts
}

/** The fact's value; N/A for a fact the product lacks, and words for a price no shop gives now. */
export function factValue(values: FactValues, ref: FactRef): string {
  return values[factKey(ref)] ?? (ref.computed === 'price' ? NO_CURRENT_PRICE : MISSING_FACT)
}

/** One line of a spec table; measured lines say so, with the maker's claim where it differs. */
export type SpecRow = Pick<FactRow, 'label' | 'value' | 'measured' | 'claim'>

/** The product's facts as labelled rows in its category's order, then the review's extra rows for labels it lacks. */
export function specRows(product: FactHolder, defaults: Readonly<Record<string, string>> = {}, book: FactBook): SpecRow[] {
  const rows: SpecRow[] = book.rows(product).map(({ key: _key, ...row }) => row)
  const present = new Set(rows.map((row) => row.label.toLowerCase()))
  for (const [label, value] of Object.entries(defaults)) {
    if (!present.has(label.toLowerCase())) rows.push({ label, value })
  }
  return rows
}

/** A category fact's value for one product: the price it sells at, or a fact (as shown) it may lack. */
export function categoryFactText(product: { price?: ShownPrice | undefined; checkPrice?: PriceCheck | undefined; specs?: Readonly<Record<string, string>> | undefined }, fact: CategoryFact['fact']): string | undefined {
  if (fact === 'price') return product.price ? datedPrice(product.price) : product.checkPrice ? `Check price at ${product.checkPrice.shop}` : NO_CURRENT_PRICE
  return product.specs?.[fact]
}
