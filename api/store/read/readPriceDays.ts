import type { DayPrice } from '../../../engine/shop/dailyBestPrices.ts'
import { dailyBestPrices } from '../../../engine/shop/dailyBestPrices.ts'
import type { Store } from '../openStore.ts'

/** How far back the snapshot keeps each product's daily best prices: the longest span pages state a low for. */
export const HISTORY_DAYS = 365

const DAY_MS = 86_400_000

/**
 * Every product's best price per day over the year ending at the store's newest observation, read
 * in one pass: the price history pages draw and judge "was" prices and deals by.
 */
export async function readPriceDays(store: Store): Promise<Map<string, DayPrice[]>> {
  const newest = await store.db.selectFrom('price_observations').select((eb) => eb.fn.max('read_at').as('to')).executeTakeFirst()
  if (!newest?.to) return new Map()
  const from = new Date(Date.parse(`${newest.to.slice(0, 10)}T00:00:00Z`) - (HISTORY_DAYS - 1) * DAY_MS).toISOString()
  const rows = await store.db
    .selectFrom('price_observations')
    .select(['product_id', 'retailer_id', 'read_at', 'price_cents', 'shipping_cents', 'availability'])
    .where('read_at', '>=', from)
    .execute()
  return dailyBestPrices(
    rows.map((row) => ({ productId: row.product_id, retailerId: row.retailer_id, readAt: row.read_at, price: row.price_cents / 100, shipping: row.shipping_cents / 100, availability: row.availability })),
  )
}
