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

/** One row of `selectOffers` as an offer: money in dollars, the link built from the retailer's template. */
export function offerOfRow(row: OfferRow): Offer {
  return {
    retailer: { id: row.retailer_id, name: row.name, disclosure: row.disclosure },
    link: row.link_template.replace('{url}', encodeURIComponent(row.url)),
    url: row.url,
    price: row.price_cents / 100,
    shipping: row.shipping_cents / 100,
    landedPrice: (row.price_cents + row.shipping_cents) / 100,
    currency: row.currency,
    availability: row.availability,
    readAt: row.read_at,
    ...(row.price_until ? { priceUntil: row.price_until } : {}),
  }
}

/** A product's current offers: those in stock first, then by landed price, cheapest first. */
export async function offersOf(store: Store, productId: string): Promise<Offer[]> {
  const rows = await selectOffers(store, productId).execute()
  return rows.map(offerOfRow).sort(byBestOffer)
}
