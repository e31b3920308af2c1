import { sql } from 'kysely'
import type { Transaction } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { StoreDatabase } from '../database/StoreDatabase.ts'
import { dailyBestPrices } from '../../../engine/shop/dailyBestPrices.ts'
import type { FeedRow } from './FeedRow.ts'
import { markChanged, moveOffers, offerKey } from './writeRows.ts'
import type { WriteResult } from './writeRows.ts'

/** Rows per SQLite INSERT: one statement of 900 bound values at most, prepared once. */
const ROWS_PER_INSERT = 100
/** Rows per PostgreSQL INSERT: each column is one array parameter, however many rows. */
const ROWS_PER_ARRAY_INSERT = 5000

/** The index of price history by product and time (migration 001), made again after the load. */
const HISTORY_INDEX = 'price_observations_product_time'

/**
 * Writes rows into a store that holds no observation yet (the demo feed on a new site), in the
 * caller's transaction, with the outcome `writeRowsIn` gives the same rows: the same observations
 * (the first of a retailer, product and time read), offers, daily best prices, price version and
 * marks. Each retailer's rows of a product are written together, in product order, so every
 * insert lands at the end of its table and index; the history index is made once after the load
 * rather than kept up row by row; the daily best prices are worked out once per product from its
 * rows, by the same rule, rather than read back day by day.
 */
export async function bulkLoadRowsIn(store: Store, trx: Transaction<StoreDatabase>, rows: readonly FeedRow[]): Promise<WriteResult> {
  const runs = offerRuns(rows)
  const keys = [...runs.keys()].sort()
  await trx.schema.dropIndex(HISTORY_INDEX).execute()
  const observationsAdded = await insertMany(store, trx, 'price_observations', OBSERVATION_COLUMNS, observationsIn(runs, keys))
  await trx.schema.createIndex(HISTORY_INDEX).on('price_observations').columns(['product_id', 'read_at']).execute()
  const newest = new Map([...runs].map(([key, run]) => [key, run.at(-1)!]))
  const { changes, moved } = await moveOffers(trx, newest)
  await insertMany(store, trx, 'daily_best_prices', DAY_COLUMNS, bestDays(runs, keys))
  if (moved.size > 0) await markChanged(trx, moved)
  return { observationsAdded, changes }
}

/**
 * Each retailer's rows of each product (keyed by `offerKey`, in the order the rows first name
 * them), oldest first, a row repeating a retailer, product and time read left out as the store
 * leaves it out. A feed written in that order (the demo feed is) costs no sort.
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

type Values = readonly (string | number | null)[]

/** A column and its PostgreSQL type, which the array of its values is cast to. */
type Column = readonly [name: string, type: 'text' | 'integer']

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

function* observationsIn(runs: ReadonlyMap<string, FeedRow[]>, keys: readonly string[]): Generator<Values> {
  for (const key of keys) {
    for (const row of runs.get(key)!) yield [row.product, row.retailer, row.url, row.priceCents, row.currency, row.shippingCents, row.availability, row.readAt, row.priceUntil ?? null]
  }
}

/** Each product's best price per day from all its retailers' rows (keys sorted: a product's runs are together). */
function* bestDays(runs: ReadonlyMap<string, FeedRow[]>, keys: readonly string[]): Generator<Values> {
  for (let start = 0; start < keys.length; ) {
    const product = runs.get(keys[start]!)![0]!.product
    const observations = []
    for (; start < keys.length && runs.get(keys[start]!)![0]!.product === product; start++) {
      for (const row of runs.get(keys[start]!)!) {
        observations.push({ productId: row.product, retailerId: row.retailer, readAt: row.readAt, price: row.priceCents / 100, shipping: row.shippingCents / 100, availability: row.availability })
      }
    }
    for (const day of dailyBestPrices(observations).get(product) ?? []) yield [product, day.day, Math.round(day.price * 100)]
  }
}

/**
 * Inserts the rows (a row already there is left as it is); returns how many went in. On SQLite one
 * prepared statement serves every full batch; on PostgreSQL each batch is one statement whose
 * parameters are the columns' arrays, unnested into rows.
 */
async function insertMany(store: Store, trx: Transaction<StoreDatabase>, table: keyof StoreDatabase, columns: readonly Column[], rows: Iterable<Values>): Promise<number> {
  const insert = store.dialect === 'sqlite' ? sqliteInsert(store.sqlite, table, columns) : arrayInsert(trx, table, columns)
  const size = store.dialect === 'sqlite' ? ROWS_PER_INSERT : ROWS_PER_ARRAY_INSERT
  let batch: Values[] = []
  let added = 0
  for (const values of rows) {
    batch.push(values)
    if (batch.length < size) continue
    added += await insert(batch)
    batch = []
  }
  if (batch.length > 0) added += await insert(batch)
  return added
}

type Insert = (batch: readonly Values[]) => number | Promise<number>

/** An insert of up to ROWS_PER_INSERT rows on the SQLite connection; the full-batch statement is prepared once. */
function sqliteInsert(database: Extract<Store, { dialect: 'sqlite' }>['sqlite'], table: string, columns: readonly Column[]): Insert {
  const row = `(${columns.map(() => '?').join(', ')})`
  const statement = (count: number) => database.prepare(`insert into "${table}" (${columns.map(([name]) => name).join(', ')}) values ${Array.from({ length: count }, () => row).join(', ')} on conflict do nothing`)
  const full = statement(ROWS_PER_INSERT)
  return (batch) => (batch.length === ROWS_PER_INSERT ? full : statement(batch.length)).run(batch.flat()).changes
}

/** A PostgreSQL insert of a batch as one array per column. */
function arrayInsert(trx: Transaction<StoreDatabase>, table: string, columns: readonly Column[]): Insert {
  const names = sql.join(columns.map(([name]) => sql.ref(name)))
  return async (batch) => {
    const arrays = columns.map(([, type], index) => sql`${batch.map((values) => values[index])}::${sql.raw(type)}[]`)
    const result = await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)}) on conflict do nothing`.execute(trx)
    return Number(result.numAffectedRows ?? 0)
  }
}
