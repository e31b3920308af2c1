import { effectivePrice, formatPrice } from './price.ts'

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * "2026-11-20" as "Nov 20, 2026", from the digits alone: no time zone can move the day, so the
 * server's HTML and the browser's hydration agree.
 */
export function formatPriceDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`
}

/** "Price as of Nov 20, 2026", or "Demo price as of Nov 20, 2026" */
export const priceAsOf = (price: Pick<ShownPrice, 'checkedAt' | 'demo'>): string => `${price.demo ? 'Demo price' : 'Price'} as of ${formatPriceDate(price.checkedAt)}`

/** A price where only text fits (table cells, fact lists): "$799.99 (price as of Nov 20, 2026)". */
export const datedPrice = (price: ShownPrice): string => `${formatPrice(effectivePrice(price))} (${price.demo ? 'demo price' : 'price'} as of ${formatPriceDate(price.checkedAt)})`
