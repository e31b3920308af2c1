import type { DayPrice } from './dailyBestPrices.ts'
import type { OfferBook } from './offerBook.ts'
import type { ShownPrice } from './priceDate.ts'
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

/** The claims a product's shown price (its best current offer's, in `book`) earns from the snapshot's price history. */
export function priceClaims(book: OfferBook, productId: string, price: ShownPrice, rule: DealRule | undefined): PriceClaims {
  return workOutClaims(book.history?.get(productId) ?? [], { day: price.checkedAt, price: price.regular }, rule)
}

function workOutClaims(history: readonly DayPrice[], current: DayPrice, rule: DealRule | undefined): PriceClaims {
  const was = wasPrice(history, current)
  return {
    ...(was ? { was: { ...was, savingsPercent: percentUnder(current.price, was.price) } } : {}),
    ...(rule && isDeal(history, current, rule) ? { deal: true as const } : {}),
  }
}
