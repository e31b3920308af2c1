import type { Store } from '../openStore.ts'
import type { Availability } from '../StoreDatabase.ts'

/** What one retailer asks for a product now, as the API answers it; money in dollars. */
export type Offer = {
  retailer: { id: string; name: string; disclosure: string }
  /** The retailer's link for this offer, built from its template (with the affiliate tag). */
  link: string
  price: number
  shipping: number
  /** Price plus shipping: what the shopper pays. */
  landedPrice: number
  currency: string
  availability: Availability
  /** When the price was read, ISO 8601 UTC. */
  readAt: string
}

/** A product's current offers: those in stock first, then by landed price, cheapest first. */
export async function offersOf(store: Store, productId: string): Promise<Offer[]> {
  const rows = await store.db
    .selectFrom('offers')
    .innerJoin('retailers', 'retailers.id', 'offers.retailer_id')
    .select(['retailers.id as retailer_id', 'retailers.name', 'retailers.disclosure', 'retailers.link_template', 'offers.url', 'offers.price_cents', 'offers.shipping_cents', 'offers.currency', 'offers.availability', 'offers.read_at'])
    .where('offers.product_id', '=', productId)
    .execute()
  const offers = rows.map((row) => ({
    retailer: { id: row.retailer_id, name: row.name, disclosure: row.disclosure },
    link: row.link_template.replace('{url}', encodeURIComponent(row.url)),
    price: row.price_cents / 100,
    shipping: row.shipping_cents / 100,
    landedPrice: (row.price_cents + row.shipping_cents) / 100,
    currency: row.currency,
    availability: row.availability,
    readAt: row.read_at,
  }))
  const unavailable = (offer: Offer) => (offer.availability === 'in_stock' ? 0 : 1)
  return offers.sort((a, b) => unavailable(a) - unavailable(b) || a.landedPrice - b.landedPrice || a.retailer.id.localeCompare(b.retailer.id))
}
