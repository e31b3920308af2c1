import { sql } from 'kysely'
import type { DayPrice } from '../../../engine/shop/dailyBestPrices.ts'
import type { Store } from '../database/openStore.ts'
import { addDays } from '../../../engine/format/dates.ts'

/** How far back the snapshot keeps each product's daily best prices: the longest span pages state a low for. */
const HISTORY_DAYS = 365

/** Products per query: well under both dialects' limit on bound parameters. */
const PRODUCTS_PER_READ = 500

/** The first day (YYYY-MM-DD) of the year of history that ends on the day of `newest` (ISO 8601 UTC). */
export function historyFrom(newest: string): string {
  return addDays(newest.slice(0, 10), -(HISTORY_DAYS - 1))
}

/**
 * Each product's best price per day from `from` on, oldest day first, as the importer keeps them:
 * the price history pages draw and judge "was" prices and deals by. Every product's, or only
 * those of `products`. The store hands each product's days over as one text (`day:cents,...`),
 * one row per product rather than one per day: far fewer values for the driver to make.
 */
export async function readPriceDays(store: Store, from: string, products?: readonly string[]): Promise<Map<string, DayPrice[]>> {
  const days = new Map<string, DayPrice[]>()
  const batches = products === undefined ? [undefined] : chunks(products, PRODUCTS_PER_READ)
  for (const batch of batches) {
    let query = store.db
      .selectFrom('daily_best_prices')
      .select(['product_id', sql<string>`string_agg(day || ':' || price_cents, ',' order by day)`.as('days')])
      .where('day', '>=', from)
      .groupBy('product_id')
    if (batch) query = query.where('product_id', 'in', batch)
    for (const row of await query.execute()) days.set(row.product_id, row.days.split(',').map(dayPrice))
  }
  return days
}

/**
 * The days of a year as one string each, shared by every product's history: at 10,000 products a
 * year of days is 3.6 million entries, and a string of its own per entry was about a third of
 * their memory. Only dates are kept, so it holds a few thousand strings at most.
 */
const sharedDays = new Map<string, string>()

/** `2026-11-20:89900` as the day and its price in dollars. */
function dayPrice(text: string): DayPrice {
  const read = text.slice(0, 10)
  let day = sharedDays.get(read)
  if (day === undefined) sharedDays.set(read, (day = read))
  return { day, price: Number(text.slice(11)) / 100 }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}
