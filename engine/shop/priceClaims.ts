import { memo } from '../memo/memo.ts'
import { currentPrice } from './currentPrice.ts'
import type { DayPrice } from './dailyBestPrices.ts'
import { offerBook, priceDays } from './offerBook.ts'
import type { OfferBook } from './offerBook.ts'
import { isDeal, percentUnder, wasPrice } from './priceRules.ts'
import type { DealRule } from './priceRules.ts'

/**
 * What pages may say about a product's current price beyond the number: the "was" price (the
 * lowest best price of the 30 days before, only when higher) with the saving it makes, and whether
 * it is a deal by site.yaml's rule. Empty when neither holds or no price is shown.
 */
export type PriceClaims = {
  was?: { price: number; day: string; savingsPercent: number }
  deal?: true
}

/**
 * The claims worked out once per snapshot, product and rule: they follow from the product's year
 * of daily prices, which only a new snapshot changes, and a filtered list would otherwise work
 * them out again for every card of every render. Whether a price is shown at all (its age) is
 * judged on every call.
 */
const claimsOf = memo((book: OfferBook, rule: DealRule | undefined, productId: string, day: string, price: number) => workOutClaims(priceDays(productId, book), { day, price }, rule))

/** The claims the product's current price earns from the offers store's price history. */
export function priceClaims(product: { id: string }, rule: DealRule | undefined): PriceClaims {
  const book = offerBook()
  const price = currentPrice(product, book)
  if (!price) return {}
  return claimsOf(book, rule, product.id, price.checkedAt, price.regular)
}

function workOutClaims(history: readonly DayPrice[], current: DayPrice, rule: DealRule | undefined): PriceClaims {
  const was = wasPrice(history, current)
  return {
    ...(was ? { was: { ...was, savingsPercent: percentUnder(current.price, was.price) } } : {}),
    ...(rule && isDeal(history, current, rule) ? { deal: true as const } : {}),
  }
}

/**
 * The saving of the product's current price against its "was" price (the lowest best price of the
 * 30 days before), in whole percent; undefined when there is no "was" price or the saving rounds
 * to nothing. The one source of every "Save N%" and savings figure.
 */
export function savingsPercent(product: { id: string }): number | undefined {
  return priceClaims(product, undefined).was?.savingsPercent || undefined
}
