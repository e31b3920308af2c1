import type { BookOffer } from '../../../engine/shop/offerBook.ts'
import { byBestOffer } from '../../../engine/shop/offerBook.ts'
import type { Store } from '../database/openStore.ts'

/** What one retailer asks for a product now, as the API answers it; money in dollars. */
export type Offer = BookOffer

/** The columns an offer is read from, with its retailer's. */
const OFFER_COLUMNS = ['offers.product_id', 'retailers.id as retailer_id', 'retailers.name', 'retailers.disclosure', 'retailers.link_template', 'offers.url', 'offers.price_cents', 'offers.shipping_cents', 'offers.currency', 'offers.availability', 'offers.read_at', 'offers.price_until'] as const

/** The store's offers of some products (one when `productId` is given), as pages and the API show them. */
export function selectOffers(store: Store, productId?: string) {
  const query = store.db.selectFrom('offers').innerJoin('retailers', 'retailers.id', 'offers.retailer_id').select(OFFER_COLUMNS)
  return productId === undefined ? query : query.where('offers.product_id', '=', productId)
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number]

/**
 * One value for what the rows of one read repeat: each retailer, and texts such as the moment
 * prices were read, an availability or a currency. A snapshot holds an offer per product and
 * retailer (25,000 at 10,000 reviews) from a few retailers read at a few moments, and a driver
 * gives every row texts of its own: as one value each they are a few hundred strings, not 150,000.
 */
export class SharedValues {
  readonly #retailers = new Map<string, Offer['retailer']>()
  readonly #texts = new Map<string, string>()

  /** The row's retailer: one read joins each offer to its retailer's one row, so its id says it all. */
  retailer(row: Pick<OfferRow, 'retailer_id' | 'name' | 'disclosure'>): Offer['retailer'] {
    const kept = this.#retailers.get(row.retailer_id)
    if (kept) return kept
    const retailer = { id: row.retailer_id, name: row.name, disclosure: row.disclosure }
    this.#retailers.set(row.retailer_id, retailer)
    return retailer
  }

  text<T extends string>(text: T): T {
    const kept = this.#texts.get(text)
    if (kept !== undefined) return kept as T
    this.#texts.set(text, text)
    return text
  }
}

/**
 * One row of `selectOffers` as an offer: money in dollars, the link built from the retailer's
 * template; `shared` gives one value for what the rows of one read repeat.
 */
export function offerOfRow(row: OfferRow, shared: SharedValues): Offer {
  return {
    retailer: shared.retailer(row),
    link: row.link_template.replace('{url}', encodeURIComponent(row.url)),
    url: row.url,
    price: row.price_cents / 100,
    shipping: row.shipping_cents / 100,
    landedPrice: (row.price_cents + row.shipping_cents) / 100,
    currency: shared.text(row.currency),
    availability: shared.text(row.availability),
    readAt: shared.text(row.read_at),
    ...(row.price_until ? { priceUntil: shared.text(row.price_until) } : {}),
  }
}

/** A product's current offers: those in stock first, then by landed price, cheapest first. */
export async function offersOf(store: Store, productId: string): Promise<Offer[]> {
  const rows = await selectOffers(store, productId).execute()
  const shared = new SharedValues()
  return rows.map((row) => offerOfRow(row, shared)).sort(byBestOffer)
}
