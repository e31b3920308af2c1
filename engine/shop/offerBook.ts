import type { DayPrice } from './dailyBestPrices.ts'

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
}

/**
 * Every product's current offers as the offers store held them when last read, in stock first,
 * then cheapest landed price first. Pages render synchronously, so they read prices from this
 * snapshot rather than from the store; the serving process and the page generator replace it
 * when the store's price version moves.
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
  history?: ReadonlyMap<string, readonly DayPrice[]>
}

/** The snapshot before any prices are read: no offers. */
export const NO_OFFERS: OfferBook = { version: 0, demo: false, offers: new Map() }

/**
 * Where the process keeps its snapshot: on the global object under a registered symbol, because
 * the server's code and the renderer's bundle each carry their own copy of this module, and both
 * must show the prices the server read.
 */
const SLOT = Symbol.for('offers.snapshot')
const holder = globalThis as { [SLOT]?: OfferBook }

/** The snapshot this process shows prices from. */
export function offerBook(): OfferBook {
  return holder[SLOT] ?? NO_OFFERS
}

/** Replaces the snapshot: every page rendered after this shows its prices. */
export function useOfferBook(book: OfferBook): void {
  holder[SLOT] = book
}

/**
 * Where the server learns which products an answer showed (for its cache lifetime and its purge
 * keys): a function giving the set the current request collects into, on the global object for the
 * same reason as the snapshot. Nothing is collected where no server installed one (browser, tools).
 */
const READS = Symbol.for('offers.reads')
/** How many reads that only choose products are running (see `readToChoose`), on the global object for the same reason. */
const CHOOSING = Symbol.for('offers.choosing')
const reads = globalThis as { [READS]?: () => Set<string> | undefined; [CHOOSING]?: number }

/** Installs the function giving the set of product ids the current answer collects, if any. */
export function collectReadsWith(current: () => Set<string> | undefined): void {
  reads[READS] = current
}

/** Notes that the answer being made shows this product's prices (done by every read of its offers). */
export function noteShown(productId: string): void {
  if (!reads[CHOOSING]) reads[READS]?.()?.add(productId)
}

/**
 * Runs `read`, which reads prices only to choose or order other products (which related products
 * are closest in price), not to show them: its reads are not noted, so the answer's Surrogate-Key
 * names only what it shows, and a price change elsewhere does not make it again. The products
 * finally shown are noted when their prices are read to show them.
 */
export function readToChoose<T>(read: () => T): T {
  reads[CHOOSING] = (reads[CHOOSING] ?? 0) + 1
  try {
    return read()
  } finally {
    reads[CHOOSING] = (reads[CHOOSING] ?? 1) - 1
  }
}

/** A product's current offers, in stock first, then cheapest landed price first. */
export function offersFor(productId: string, book: OfferBook = offerBook()): readonly BookOffer[] {
  noteShown(productId)
  return book.offers.get(productId) ?? []
}

/** A product's best price per day over the last year, oldest day first; empty without a history. */
export function priceDays(productId: string, book: OfferBook = offerBook()): readonly DayPrice[] {
  return book.history?.get(productId) ?? []
}

/** The offer a shopper is sent to: the cheapest landed price in stock; undefined when none is. */
export function bestOffer(productId: string, book: OfferBook = offerBook()): BookOffer | undefined {
  const first = offersFor(productId, book)[0]
  return first?.availability === 'in_stock' ? first : undefined
}

/** Offers in the order pages list them: in stock first, then by landed price, then by retailer. */
export function byBestOffer(a: BookOffer, b: BookOffer): number {
  const unavailable = (offer: BookOffer) => (offer.availability === 'in_stock' ? 0 : 1)
  return unavailable(a) - unavailable(b) || a.landedPrice - b.landedPrice || a.retailer.id.localeCompare(b.retailer.id)
}
