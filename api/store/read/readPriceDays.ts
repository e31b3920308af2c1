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
 * those of `products`. Read from each product's list of days (`price_day_lists`, one row a
 * product), a page of products at a time, each packed as it is read (PriceDays).
 */
export async function readPriceDays(store: Store, from: string, products?: readonly string[]): Promise<Map<string, PriceDays>> {
  const days = new Map<string, PriceDays>()
  const keep = (rows: readonly { product_id: string; days: string }[]) => {
    for (const row of rows) {
      const list = PriceDays.parse(row.days).since(from)
      if (list.length > 0) days.set(row.product_id, list)
    }
  }
  const lists = store.db.selectFrom('price_day_lists').select(['product_id', 'days'])
  if (products) {
    for (const batch of chunks(products, PRODUCTS_PER_READ)) keep(await lists.where('product_id', 'in', batch).execute())
    return days
  }
  // Every product's, a page at a time, so the texts read are never all held at once.
  for (let after = ''; ; ) {
    const rows = await lists.where('product_id', '>', after).orderBy('product_id').limit(PRODUCTS_PER_READ).execute()
    keep(rows)
    if (rows.length < PRODUCTS_PER_READ) return days
    after = rows.at(-1)!.product_id
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}
