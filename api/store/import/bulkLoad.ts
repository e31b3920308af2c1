import type { Transaction } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { StoreDatabase } from '../database/StoreDatabase.ts'
import { dailyBestPrices } from '../../../engine/shop/dailyBestPrices.ts'
import { PriceDays } from '../../../engine/shop/PriceDays.ts'
import { BulkInsert } from './bulkInsert.ts'
import type { Column } from './bulkInsert.ts'
import type { FeedRow } from './FeedRow.ts'
import { markChanged, moveOffers, offerKey } from './writeRows.ts'
import type { WriteResult } from './writeRows.ts'

/** The index of price history by product and time (migration 001), made again after the load. */
const HISTORY_INDEX = 'price_observations_product_time'

const OBSERVATION_COLUMNS: readonly Column[] = [
  ['product_id', 'text'],
  ['retailer_id', 'text'],
  ['url', 'text'],
  ['price_cents', 'integer'],
  ['currency', 'text'],
  ['shipping_cents', 'integer'],
  ['availability', 'text'],
  ['read_at', 'text'],
  ['price_until', 'text'],
]
const DAY_COLUMNS: readonly Column[] = [
  ['product_id', 'text'],
  ['day', 'text'],
  ['price_cents', 'integer'],
]
const LIST_COLUMNS: readonly Column[] = [
  ['product_id', 'text'],
  ['days', 'text'],
]

/**
 * Writes rows into a store that holds no observation yet, in the caller's transaction, with the
 * outcome `writeRowsIn` gives the same rows: the same observations (the first of a retailer,
 * product and time read), offers, daily best prices and their lists, price version, marks and changes.
 */
export async function bulkLoadRowsIn(store: Store, trx: Transaction<StoreDatabase>, rows: readonly FeedRow[]): Promise<WriteResult> {
  const runs = offerRuns(rows)
  const written = await bulkLoadRunsIn(store, trx, [...runs.keys()].sort().map((key) => runs.get(key)!))
  // Changes in the order the rows first name their offers, as the row-by-row import lists them.
  const order = new Map([...runs.keys()].map((key, index) => [key, index]))
  const place = (change: { product: string; retailer: string }) => order.get(offerKey(change.product, change.retailer))!
  written.changes.sort((a, b) => place(a) - place(b))
  return written
}

/**
 * The same from runs as a feed can be made: each run one retailer's rows of one product, oldest
 * first, no two read at the same time; a product's runs one after another, and no retailer and
 * product in two runs (the load stops at a run that breaks this: our bug). Runs are taken as they
 * come, so a feed made run by run is never held whole. In product order every insert lands at the
 * end of its table and index; the history index is made once after the load rather than kept up
 * row by row; each product's daily best prices are worked out from its rows, by the same rule,
 * rather than read back day by day.
 */
export async function bulkLoadRunsIn(store: Store, trx: Transaction<StoreDatabase>, runs: Iterable<readonly FeedRow[]>): Promise<WriteResult> {
  const observations = new BulkInsert(store, trx, 'price_observations', OBSERVATION_COLUMNS)
  const days = new BulkInsert(store, trx, 'daily_best_prices', DAY_COLUMNS)
  const lists = new BulkInsert(store, trx, 'price_day_lists', LIST_COLUMNS)
  const newest = new Map<string, FeedRow>()
  const done = new Set<string>()
  let product: FeedRow[] = []
  const endProduct = async () => {
    const best = [...bestDays(product)]
    for (const values of best) if (days.add(values)) await days.flush()
    if (best[0] && lists.add([best[0][0], PriceDays.storeText(best.map(([, day, cents]) => [day, cents] as const))])) await lists.flush()
    if (product[0]) done.add(product[0].product)
    product = []
  }
  await trx.schema.dropIndex(HISTORY_INDEX).execute()
  for (const run of runs) {
    const last = run.at(-1)
    if (!last) continue
    if (product[0] && product[0].product !== last.product) await endProduct()
    checkRun(run, newest, done)
    newest.set(offerKey(last.product, last.retailer), last)
    for (const row of run) {
      product.push(row)
      if (observations.add([row.product, row.retailer, row.url, row.priceCents, row.currency, row.shippingCents, row.availability, row.readAt, row.priceUntil ?? null])) await observations.flush()
    }
  }
  await endProduct()
  const observationsAdded = await observations.finish()
  await days.finish()
  await lists.finish()
  await trx.schema.createIndex(HISTORY_INDEX).on('price_observations').columns(['product_id', 'read_at']).execute()
  const { changes, moved } = await moveOffers(trx, newest)
  if (moved.size > 0) await markChanged(trx, moved)
  return { observationsAdded, changes }
}

/** Throws when a run is not what `bulkLoadRunsIn` takes: the daily best prices would be wrong. */
function checkRun(run: readonly FeedRow[], newest: ReadonlyMap<string, FeedRow>, done: ReadonlySet<string>): void {
  const [first] = run
  if (!first) return
  const fits = run.every((row, index) => row.product === first.product && row.retailer === first.retailer && (index === 0 || run[index - 1]!.readAt < row.readAt))
  if (!fits || newest.has(offerKey(first.product, first.retailer)) || done.has(first.product)) {
    throw new Error(`bulk load: the run of ${first.retailer} and ${first.product} is not one retailer's rows of one product, in time order, once, beside that product's other runs`)
  }
}

/**
 * Each retailer's rows of each product (keyed by `offerKey`, in the order the rows first name
 * them), oldest first, a row repeating a retailer, product and time read left out as the store
 * leaves it out. A feed written in that order costs no sort.
 */
function offerRuns(rows: readonly FeedRow[]): Map<string, FeedRow[]> {
  const runs = new Map<string, FeedRow[]>()
  for (const row of rows) {
    const key = offerKey(row.product, row.retailer)
    const run = runs.get(key)
    if (run) run.push(row)
    else runs.set(key, [row])
  }
  for (const [key, run] of runs) {
    if (run.every((row, index) => index === 0 || run[index - 1]!.readAt < row.readAt)) continue
    // A stable sort keeps the first of equal times first: that is the one the store keeps.
    const sorted = [...run].sort((a, b) => (a.readAt < b.readAt ? -1 : a.readAt > b.readAt ? 1 : 0))
    runs.set(key, sorted.filter((row, index) => index === 0 || sorted[index - 1]!.readAt !== row.readAt))
  }
  return runs
}

/** One product's best price per day from all its retailers' rows, as `daily_best_prices` rows. */
function* bestDays(rows: readonly FeedRow[]): Generator<readonly [string, string, number]> {
  const product = rows[0]?.product
  if (product === undefined) return
  const observations = rows.map((row) => ({ productId: row.product, retailerId: row.retailer, readAt: row.readAt, price: row.priceCents / 100, shipping: row.shippingCents / 100, availability: row.availability }))
  for (const day of dailyBestPrices(observations).get(product) ?? []) yield [product, day.day, Math.round(day.price * 100)]
}
