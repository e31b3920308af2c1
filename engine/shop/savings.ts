import { priceClaims } from './priceClaims.ts'

/**
 * The saving of the product's current price against its "was" price (the lowest best price of the
 * 30 days before), in whole percent; undefined when there is no "was" price or the saving rounds
 * to nothing. The one source of every "Save N%" and savings figure.
 */
export function savingsPercent(product: { id: string }): number | undefined {
  return priceClaims(product, undefined).was?.savingsPercent || undefined
}
