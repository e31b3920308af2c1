import type { BookOffer, OfferBook } from './offerBook.ts'

/** How long a price may be shown as current when site.yaml says nothing: retailers' terms allow a day. */
export const DEFAULT_MAX_AGE_HOURS = 24

const HOUR_MS = 60 * 60 * 1000

/** The moment a snapshot's prices are judged against: the demo data set's own date, else the clock. */
export function judgedAt(book: OfferBook): number {
  return book.asOf === undefined ? Date.now() : Date.parse(book.asOf)
}

/** The snapshot's allowed age of a price, in hours. */
export const maxAgeHours = (book: OfferBook): number => book.maxAgeHours ?? DEFAULT_MAX_AGE_HOURS

/** The moment an offer's price stops being shown as current (ms since the epoch). */
export function priceExpiry(offer: Pick<BookOffer, 'readAt'>, book: OfferBook): number {
  return Date.parse(offer.readAt) + maxAgeHours(book) * HOUR_MS
}

/** Whether an offer's price is older than the allowed age: then pages say "check price" instead. */
export function isStale(offer: Pick<BookOffer, 'readAt'>, book: OfferBook): boolean {
  return priceExpiry(offer, book) <= judgedAt(book)
}

/** The demo data set's own date: the newest time any of its prices was read (its feed ends on `dataAsOf`). */
export function demoAsOf(offers: Iterable<readonly BookOffer[]>): string | undefined {
  let newest: string | undefined
  for (const list of offers) for (const offer of list) if (newest === undefined || offer.readAt > newest) newest = offer.readAt
  return newest
}
