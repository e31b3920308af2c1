import type { BookOffer } from '../../shop/offerBook.ts'
import { isStale } from '../../shop/priceDate.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** One retailer's offer as the table shows it. */
export type OfferRow = Pick<BookOffer, 'price' | 'shipping' | 'landedPrice' | 'availability' | 'readAt' | 'link'> & {
  retailer: string
  retailerId: string
  /** The price is older than the allowed age: the row says "Check price at" the retailer, with no number. */
  stale?: true
}

export type OffersData = {
  title: string
  /** Cheapest landed price in stock first; offers out of stock (or otherwise unavailable) last. */
  rows: OfferRow[]
  /** Each retailer's disclosure once, in the order the rows first name it. */
  disclosures: { retailer: string; text: string }[]
  /** The prices are the demo feed's, from fictional shops. */
  demo: boolean
}

export function resolveOffers(_section: unknown, context: ResolveContext): OffersData {
  const { id, title } = reviewProduct(context, 'offers')
  const { book } = context.catalogue.prices
  const offers = context.catalogue.prices.offers(id)
  const rows = offers.map((offer): OfferRow => {
    const { retailer, price, shipping, landedPrice, availability, readAt, link } = offer
    return { retailer: retailer.name, retailerId: retailer.id, price, shipping, landedPrice, availability, readAt, link, ...(isStale(offer, book) ? { stale: true as const } : {}) }
  })
  const disclosures = [...new Map(offers.map((offer) => [offer.retailer.id, { retailer: offer.retailer.name, text: offer.retailer.disclosure }])).values()]
  return { title, rows, disclosures, demo: book.demo }
}
