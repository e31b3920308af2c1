import type { Generated } from 'kysely'

/**
 * The tables of the offers store, as both dialects hold them. Money is whole cents and times are
 * ISO 8601 UTC strings of one fixed width (`2026-11-20T06:00:00.000Z`), so values, ordering and
 * equality are the same in SQLite and PostgreSQL.
 */
export type StoreDatabase = {
  retailers: RetailerTable
  offers: OfferTable
  price_observations: PriceObservationTable
  store_state: StoreStateTable
}

export type RetailerTable = {
  id: string
  name: string
  /** The product link with `{url}` (the offer's own page, URL-encoded) and the affiliate tag in it. */
  link_template: string
  disclosure: string
}

/** What a retailer asks for a product now: the latest observation of that retailer and product. */
export type OfferTable = {
  product_id: string
  retailer_id: string
  url: string
  price_cents: number
  currency: string
  shipping_cents: number
  availability: Availability
  read_at: string
}

/** Every price a feed reported, once per retailer, product and time read. */
export type PriceObservationTable = OfferTable

/** Counters the store keeps about itself: the price version grows with every import that changed a price. */
export type StoreStateTable = {
  key: string
  value: Generated<number>
}

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'discontinued'] as const
export type Availability = (typeof AVAILABILITIES)[number]
