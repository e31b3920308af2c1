import type { DayPrice } from '../../../engine/shop/dailyBestPrices.ts'
import type { Store } from '../openStore.ts'

/** How far back the snapshot keeps each product's daily best prices: the longest span pages state a low for. */
export const HISTORY_DAYS = 365

const DAY_MS = 86_400_000
/** Products per query: well under both dialects' limit on bound parameters. */
const PRODUCTS_PER_READ = 500

/** The first day (YYYY-MM-DD) of the year of history that ends on the day of `newest` (ISO 8601 UTC). */
export function historyFrom(newest: string): string {
  return new Date(Date.parse(`${newest.slice(0, 10)}T00:00:00Z`) - (HISTORY_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Each product's best price per day from `from` on, oldest day first, as the importer keeps them
 * (one small row per product and day): the price history pages draw and judge "was" prices and
 * deals by. Every product's, or only those of `products`.
 */
export async function readPriceDays(store: Store, from: string, products?: readonly string[]): Promise<Map<string, DayPrice[]>> {
  const days = new Map<string, DayPrice[]>()
  const batches = products === undefined ? [undefined] : chunks(products, PRODUCTS_PER_READ)
  for (const batch of batches) {
    let query = store.db.selectFrom('daily_best_prices').select(['product_id', 'day', 'price_cents']).where('day', '>=', from)
    if (batch) query = query.where('product_id', 'in', batch)
    for (const row of await query.orderBy('product_id').orderBy('day').execute()) {
      const list = days.get(row.product_id) ?? []
      if (list.length === 0) days.set(row.product_id, list)
      list.push({ day: row.day, price: row.price_cents / 100 })
    }
  }
  return days
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}
