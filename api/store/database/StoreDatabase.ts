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
  daily_best_prices: DailyBestPriceTable
  price_day_lists: PriceDayListTable
  product_versions: ProductVersionTable
  store_state: StoreStateTable
  subscriptions: SubscriptionTable
  outbox: OutboxTable
  content_blobs: ContentBlobTable
  content_versions: ContentVersionTable
  content_version_files: ContentVersionFileTable
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
  /** When the price stops holding, ISO 8601 UTC, as the feed said (a sale's end); null when it holds until read again. */
  price_until?: string | null
}

/** Every price a feed reported, once per retailer, product and time read. */
export type PriceObservationTable = OfferTable

/**
 * A product's best price on one UTC day (`2026-11-20`), by the rule of `dailyBestPrices`, kept by
 * the importer in the same transaction as the observations it is worked out from. A day on which
 * no retailer had the product in stock has no row.
 */
export type DailyBestPriceTable = {
  product_id: string
  day: string
  price_cents: number
}

/**
 * A product's rows of `daily_best_prices` as one text, oldest day first (its runs of days at one
 * price packed as integers, in base64: `PriceDays.storeText`), written with them in the same transaction: a serving process reads every
 * product's year of days at start, one row per product rather than one per day. A product without
 * a day has no row.
 */
export type PriceDayListTable = {
  product_id: string
  days: string
}

/** The price version of the last import that changed a product's offers or daily prices. */
export type ProductVersionTable = {
  product_id: string
  version: number
}

/** Counters the store keeps about itself: the price version grows with every import that changed a price. */
export type StoreStateTable = {
  key: string
  value: Generated<number>
}

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'discontinued'] as const
export type Availability = (typeof AVAILABILITIES)[number]

const SUBSCRIPTION_KINDS = ['price_alert', 'newsletter'] as const
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number]

/**
 * A shopper's request for mail: a price alert (product and target) or the newsletter (product ''
 * and target 0). It counts only once confirmed; `fired_at` is set when an alert's mail is queued
 * for a drop and cleared when the price rises above the target again.
 */
export type SubscriptionTable = {
  id: string
  kind: SubscriptionKind
  email: string
  product_id: string
  target_cents: number
  request_key: string
  confirm_token: string
  unsubscribe_token: string
  created_at: string
  confirmed_at: string | null
  fired_at: string | null
}

/** A mail waiting to be sent, or sent (`sent_at`); `claimed_at` marks a sender at work on it. */
export type OutboxTable = {
  id: string
  subscription_id: string
  kind: string
  to_address: string
  subject: string
  body_text: string
  unsubscribe_url: string
  created_at: string
  claimed_at: string | null
  sent_at: string | null
}

/** A content file's text, kept once by its hash (sha256, hex). */
export type ContentBlobTable = { hash: string; text: string }

/**
 * One published content version: made from `base` (the version live when it was made; 0 for the
 * content servers were built with), by `author`, with the files it changed and, once a server has
 * applied it, the pages that changed. A preview is served only at its token's address until
 * promoted; `state` is 'preview', 'live' or 'replaced'.
 */
export type ContentVersionTable = {
  id: number
  base: number
  state: ContentVersionState
  author: string
  created_at: string
  live_at: string | null
  note: string
  /** JSON: the paths changed against the base. */
  files: string
  /** JSON: the URLs of the pages made again, written by the first server that applied the version. */
  pages: string | null
  preview_token: string | null
}

const CONTENT_VERSION_STATES = ['preview', 'live', 'replaced'] as const
export type ContentVersionState = (typeof CONTENT_VERSION_STATES)[number]

/** Every content file of a version, by path under the content folder, and its text's hash. */
export type ContentVersionFileTable = { version: number; path: string; hash: string }
