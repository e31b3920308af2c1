import { sql } from 'kysely'
import { PriceDays } from '../../../engine/shop/PriceDays.ts'
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
 * one row per product rather than one per day: far fewer values for the driver to make, and
 * packed as it is read (PriceDays).
 */
export async function readPriceDays(store: Store, from: string, products?: readonly string[]): Promise<Map<string, PriceDays>> {
  const days = new Map<string, PriceDays>()
  const batches = products === undefined ? [undefined] : chunks(products, PRODUCTS_PER_READ)
  for (const batch of batches) {
    let query = store.db
      .selectFrom('daily_best_prices')
      .select(['product_id', sql<string>`string_agg(day || ':' || price_cents, ',' order by day)`.as('days')])
      .where('day', '>=', from)
      .groupBy('product_id')
    if (batch) query = query.where('product_id', 'in', batch)
    for (const row of await query.execute()) days.set(row.product_id, PriceDays.parse(row.days.split(',')))
  }
  return days
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}
