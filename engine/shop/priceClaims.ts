import { currentPrice } from './currentPrice.ts'
import { priceDays } from './offerBook.ts'
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

/** The claims the product's current price earns from the offers store's price history. */
export function priceClaims(product: { id: string }, rule: DealRule | undefined): PriceClaims {
  const price = currentPrice(product)
  if (!price) return {}
  const history = priceDays(product.id)
  const current = { day: price.checkedAt, price: price.regular }
  const was = wasPrice(history, current)
  return {
    ...(was ? { was: { ...was, savingsPercent: percentUnder(current.price, was.price) } } : {}),
    ...(rule && isDeal(history, current, rule) ? { deal: true as const } : {}),
  }
}
