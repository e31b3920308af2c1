import type { PriceDays } from './PriceDays.ts'

/** What one retailer asks for a product now; money in dollars. */
export type BookOffer = {
  retailer: { id: string; name: string; disclosure: string }
  /** The retailer's link for this offer, built from its template (with the affiliate tag). */
  link: string
  /** The retailer's own page for the product, as its feed gives it (untracked). */
  url: string
  price: number
  shipping: number
  /** Price plus shipping: what the shopper pays. */
  landedPrice: number
  currency: string
  availability: 'in_stock' | 'out_of_stock' | 'preorder' | 'discontinued'
  /** When the price was read, ISO 8601 UTC. */
  readAt: string
  /** When the price stops holding, ISO 8601 UTC, when the retailer's feed said so (a sale's end date). */
  priceUntil?: string
}

/**
 * Every product's current offers as the offers store held them when last read, in stock first,
 * then cheapest landed price first. Pages render synchronously, so they read prices from this
 * snapshot rather than from the store, through the PriceView the serving process or the page
 * generator hands them with the content; a new one is read when the store's price version moves.
 */
export type OfferBook = {
  /** The store's price version the snapshot was read at. */
  version: number
  /** The prices are the demo feed's: judged against the content's own date, and labelled as demo. */
  demo: boolean
  /**
   * The moment prices are judged against, ISO 8601 UTC: the demo data set's own date, so the demo
   * looks the same on any day. Absent for live prices, which are judged against the clock.
   */
  asOf?: string | undefined
  /** How long after it was read a price may be shown as current (site.yaml's `priceFreshness.maxAgeHours`; 24 when absent). */
  maxAgeHours?: number | undefined
  offers: ReadonlyMap<string, readonly BookOffer[]>
  /** Per product, its best price per day over the year before its newest price, oldest day first. */
  history?: ReadonlyMap<string, PriceDays>
}

/** The snapshot before any prices are read: no offers. */
export const NO_OFFERS: OfferBook = { version: 0, demo: false, offers: new Map() }

/** Offers in the order pages list them: in stock first, then by landed price, then by retailer. */
export function byBestOffer(a: BookOffer, b: BookOffer): number {
  const unavailable = (offer: BookOffer) => (offer.availability === 'in_stock' ? 0 : 1)
  return unavailable(a) - unavailable(b) || a.landedPrice - b.landedPrice || a.retailer.id.localeCompare(b.retailer.id)
}
