import { formatDay } from '../format/dates.ts'
import { effectivePrice, formatPrice } from '../format/money.ts'
import type { BookOffer, OfferBook } from './offerBook.ts'

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

/** How long a price may be shown as current when site.yaml says nothing: retailers' terms allow a day. */
const DEFAULT_MAX_AGE_HOURS = 24

const HOUR_MS = 60 * 60 * 1000

/** The moment a snapshot's prices are judged against: the demo data set's own date, else the clock. */
export function judgedAt(book: OfferBook): number {
  return book.asOf === undefined ? Date.now() : Date.parse(book.asOf)
}

/** The snapshot's allowed age of a price, in hours. */
export const maxAgeHours = (book: OfferBook): number => book.maxAgeHours ?? DEFAULT_MAX_AGE_HOURS

/** The moment an offer's price grows older than the allowed age (ms since the epoch). */
const agedAt = (offer: Pick<BookOffer, 'readAt'>, book: OfferBook): number => Date.parse(offer.readAt) + maxAgeHours(book) * HOUR_MS

/**
 * The moment an offer's price stops being shown as current (ms since the epoch): its allowed age,
 * or sooner the end its retailer gave it (a sale's last moment).
 */
export function priceExpiry(offer: Pick<BookOffer, 'readAt' | 'priceUntil'>, book: OfferBook): number {
  const end = priceEnd(offer, book)
  return end === undefined ? agedAt(offer, book) : Date.parse(end)
}

/**
 * The end its retailer gave an offer's price, when that end, and not the price's age, is what
 * stops it being current (a sale that ended before the price grew old); else undefined.
 */
export function priceEnd(offer: Pick<BookOffer, 'readAt' | 'priceUntil'>, book: OfferBook): string | undefined {
  return offer.priceUntil !== undefined && Date.parse(offer.priceUntil) < agedAt(offer, book) ? offer.priceUntil : undefined
}

/** Whether an offer's price is older than the allowed age: then pages say "check price" instead. */
export function isStale(offer: Pick<BookOffer, 'readAt' | 'priceUntil'>, book: OfferBook): boolean {
  return priceExpiry(offer, book) <= judgedAt(book)
}

/** The demo data set's own date: the newest time any of its prices was read (its feed ends on `dataAsOf`). */
export function demoAsOf(offers: Iterable<readonly BookOffer[]>): string | undefined {
  let newest: string | undefined
  for (const list of offers) for (const offer of list) if (newest === undefined || offer.readAt > newest) newest = offer.readAt
  return newest
}
