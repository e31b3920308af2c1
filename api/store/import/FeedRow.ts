import { stringify } from 'csv-stringify/sync'
import { AVAILABILITIES } from '../database/StoreDatabase.ts'
import type { Availability } from '../database/StoreDatabase.ts'

/** One checked row of a retailer feed: a price read at one retailer for one product at one time. */
export type FeedRow = {
  retailer: string
  product: string
  url: string
  priceCents: number
  currency: string
  shippingCents: number
  availability: Availability
  /** ISO 8601 UTC, always in the one width the store compares (`2026-11-20T06:00:00.000Z`). */
  readAt: string
  /** When the price stops holding (a sale's end), ISO 8601 UTC, when the feed says. */
  priceUntil?: string
}

/** The ids a feed may name: the catalogue's products and the store's retailers. */
export type KnownIds = { products: ReadonlySet<string>; retailers: ReadonlySet<string> }

type RowCheck = { row: FeedRow } | { reason: string }

/** The columns of a feed, in CSV header order; JSON Lines rows use the same names. */
export const FEED_COLUMNS = ['retailer', 'product', 'url', 'price', 'currency', 'shipping', 'availability', 'read_at'] as const

/** Rows as a feed file in our columns: CSV with a header row, money in dollars, as the importer reads it. */
export function feedCsv(rows: readonly FeedRow[]): string {
  const dollars = (cents: number) => (cents / 100).toFixed(2)
  const records = rows.map((row) => [row.retailer, row.product, row.url, dollars(row.priceCents), row.currency, dollars(row.shippingCents), row.availability, row.readAt])
  return stringify(records, { header: true, columns: [...FEED_COLUMNS] })
}

const TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const MAX_PRICE = 1_000_000

/** Checks one raw row; the reason names the field and what it should be. */
export function checkFeedRow(raw: Readonly<Record<string, unknown>>, known: KnownIds): RowCheck {
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : typeof raw[name] === 'number' ? String(raw[name]) : '')
  const retailer = text('retailer')
  if (!known.retailers.has(retailer)) return { reason: `unknown retailer "${retailer.slice(0, 60)}"` }
  const product = text('product')
  if (!known.products.has(product)) return { reason: `unknown product "${product.slice(0, 60)}"` }
  const url = text('url')
  if (!isWebAddress(url)) return { reason: `url "${url.slice(0, 80)}" is not an http(s) address` }
  const priceCents = cents(text('price'))
  if (priceCents === undefined || priceCents <= 0) return { reason: `price "${text('price').slice(0, 20)}" is not an amount above 0 (like 899.99)` }
  const shippingText = text('shipping')
  const shippingCents = shippingText === '' ? 0 : cents(shippingText)
  if (shippingCents === undefined) return { reason: `shipping "${shippingText.slice(0, 20)}" is not an amount (like 49.00, or empty for free)` }
  const currency = text('currency').toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) return { reason: `currency "${currency.slice(0, 10)}" is not a three-letter code (like USD)` }
  const availability = text('availability') as Availability
  if (!AVAILABILITIES.includes(availability)) return { reason: `availability "${availability.slice(0, 30)}" is not one of ${AVAILABILITIES.join(', ')}` }
  const readAt = isoTime(text('read_at'))
  if (!readAt) return { reason: `read_at "${text('read_at').slice(0, 40)}" is not a date and time with its zone (like 2026-11-20T06:00:00Z)` }
  return { row: { retailer, product, url, priceCents, currency, shippingCents, availability, readAt } }
}

/** Whole cents from a decimal amount with at most two decimals; undefined when it is not one. */
function cents(value: string): number | undefined {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return undefined
  const amount = Number(value)
  return amount > MAX_PRICE ? undefined : Math.round(amount * 100)
}

function isoTime(value: string): string | undefined {
  if (!TIME_WITH_ZONE.test(value)) return undefined
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'https:' || protocol === 'http:'
}
