import type { OfferBook } from '../../../engine/shop/offerBook.ts'
import type { Store } from '../database/openStore.ts'

/** The offers snapshot something was made from: the store's price version, and whether its prices were the demo feed's. */
export type PricesRead = { version: number; demo: boolean }

/**
 * The products whose shown prices may differ between what was made from the snapshot `seen` (the
 * build's generated pages) and `book`, the store's snapshot now: those an import marked with a
 * newer price version. Every product `book` prices when the prices are judged another way (demo
 * against live) or the store is older than what was seen (emptied, or another store).
 */
export async function productsChangedSince(store: Store, seen: PricesRead, book: OfferBook): Promise<ReadonlySet<string>> {
  if (seen.version === book.version && seen.demo === book.demo) return new Set()
  if (seen.demo !== book.demo || seen.version > book.version) return new Set([...book.offers.keys(), ...(book.history?.keys() ?? [])])
  const rows = await store.db.selectFrom('product_versions').select('product_id').where('version', '>', seen.version).execute()
  return new Set(rows.map((row) => row.product_id))
}
