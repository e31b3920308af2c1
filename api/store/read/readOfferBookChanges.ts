import type { BookOffer, OfferBook } from '../../../engine/shop/offerBook.ts'
import type { PriceDays } from '../../../engine/shop/PriceDays.ts'
import { demoAsOf } from '../../../engine/shop/priceDate.ts'
import type { Store } from '../database/openStore.ts'
import { selectOffers } from './offersOf.ts'
import { bookOf, groupOffers, readOfferBook } from './readOfferBook.ts'
import { historyFrom, readPriceDays } from './readPriceDays.ts'
import { readDemoMark, readPriceVersion } from './storeState.ts'

/** A snapshot brought up to date, and the products whose offers or daily prices it read again. */
type BookChanges = { book: OfferBook; changed: ReadonlySet<string> }

/** Products per query: well under both dialects' limit on bound parameters. */
const PRODUCTS_PER_READ = 500

/**
 * `book` brought up to the store's price version by reading again only the offers and daily
 * prices of the products an import changed since `book` was read (each import marks them with its
 * version): what a full `readOfferBook` would give, at the cost of the changed products. The year
 * of history of the others moves on with the newest price, as in a full read.
 */
export async function readOfferBookChanges(store: Store, book: OfferBook, maxAgeHours: number | undefined = book.maxAgeHours): Promise<BookChanges> {
  const version = await readPriceVersion(store)
  if (version === book.version) return { book, changed: new Set() }
  // A store older than the snapshot (emptied, or another one) is read whole.
  if (version < book.version) {
    const fresh = await readOfferBook(store, maxAgeHours)
    return { book: fresh, changed: new Set([...book.offers.keys(), ...fresh.offers.keys()]) }
  }
  const changedRows = await store.db.selectFrom('product_versions').select('product_id').where('version', '>', book.version).execute()
  const changed = new Set(changedRows.map((row) => row.product_id))
  const ids = [...changed]
  const offers = new Map<string, readonly BookOffer[]>(book.offers)
  for (const id of ids) offers.delete(id)
  for (let start = 0; start < ids.length; start += PRODUCTS_PER_READ) {
    const rows = await selectOffers(store).where('offers.product_id', 'in', ids.slice(start, start + PRODUCTS_PER_READ)).execute()
    for (const [id, list] of groupOffers(rows)) offers.set(id, list)
  }
  const newest = demoAsOf(offers.values())
  const history = newest === undefined ? new Map<string, PriceDays>() : await historyWith(store, book, changed, historyFrom(newest))
  return { book: bookOf({ version, demo: await readDemoMark(store), offers, history, maxAgeHours }), changed }
}

/** The book's daily prices from `from` on, those of the changed products read again. */
async function historyWith(store: Store, book: OfferBook, changed: ReadonlySet<string>, from: string): Promise<Map<string, PriceDays>> {
  const history = new Map<string, PriceDays>()
  for (const [id, days] of book.history ?? []) {
    if (changed.has(id)) continue
    const kept = days.since(from)
    if (kept.length > 0) history.set(id, kept)
  }
  for (const [id, days] of await readPriceDays(store, from, [...changed])) history.set(id, days)
  return history
}
