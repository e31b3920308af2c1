import type { BookOffer, OfferBook } from './offerBook.ts'
import { offerBook } from './offerBook.ts'
import { isStale, priceExpiry } from './priceAge.ts'

/**
 * One retailer's current offer as a review page's model carries it, for its structured data, with
 * the moment its price stops being shown as current (ISO).
 */
export type ShownOffer = Pick<BookOffer, 'price' | 'shipping' | 'currency' | 'availability' | 'readAt' | 'link'> & { seller: string; validUntil: string }

/**
 * The offers as the review's model carries them, in the snapshot's order (best first). An offer
 * whose price has grown older than its allowed age is left out: the page shows no number for it.
 */
export function shownOffers(offers: readonly BookOffer[], book: OfferBook = offerBook()): ShownOffer[] {
  return offers
    .filter((offer) => !isStale(offer, book))
    .map((offer) => {
      const { retailer, price, shipping, currency, availability, readAt, link } = offer
      return { seller: retailer.name, price, shipping, currency, availability, readAt, link, validUntil: new Date(priceExpiry(offer, book)).toISOString() }
    })
}
