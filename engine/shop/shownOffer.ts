import type { BookOffer } from './offerBook.ts'

/** One retailer's current offer as a review page's model carries it, for its structured data. */
export type ShownOffer = Pick<BookOffer, 'price' | 'shipping' | 'currency' | 'availability' | 'readAt' | 'link'> & { seller: string }

/** The offers as the review's model carries them, in the snapshot's order (best first). */
export function shownOffers(offers: readonly BookOffer[]): ShownOffer[] {
  return offers.map(({ retailer, price, shipping, currency, availability, readAt, link }) => ({ seller: retailer.name, price, shipping, currency, availability, readAt, link }))
}
