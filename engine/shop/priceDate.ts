import { formatDay } from '../format/dates.ts'
import { effectivePrice, formatPrice } from '../format/money.ts'

/**
 * A price as pages show it: what the retailer asked, and the day that was checked (prices change
 * daily at the retailer, so a shown price says how old it is).
 */
export type ShownPrice = {
  regular: number
  discount?: number | undefined
  checkedAt: string
  /** A price of the demo feed (fictional retailers): every mention of it says so. */
  demo?: true | undefined
}

/** "Price as of Nov 20, 2026", or "Demo price as of Nov 20, 2026" */
export const priceAsOf = (price: Pick<ShownPrice, 'checkedAt' | 'demo'>): string => `${price.demo ? 'Demo price' : 'Price'} as of ${formatDay(price.checkedAt)}`

/** A price where only text fits (table cells, fact lists): "$799.99 (price as of Nov 20, 2026)". */
export const datedPrice = (price: ShownPrice): string => `${formatPrice(effectivePrice(price))} (${price.demo ? 'demo price' : 'price'} as of ${formatDay(price.checkedAt)})`
