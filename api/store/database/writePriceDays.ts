import type { Kysely } from 'kysely'
import { dailyBestPrices } from '../../../engine/shop/dailyBestPrices.ts'
import { PriceDays } from '../../../engine/shop/PriceDays.ts'
import type { DayPrice } from '../../../engine/shop/dailyBestPrices.ts'
import type { StoreDatabase } from './StoreDatabase.ts'
import { addDays } from '../../../engine/format/dates.ts'

/** Per product, the UTC days (YYYY-MM-DD) whose best price is to be worked out again. */
export type TouchedDays = Map<string, Set<string>>

/** Products per query: well under both dialects' limit on bound parameters. */
const PRODUCTS_PER_READ = 100
/** Rows per INSERT (three values each). */
const ROWS_PER_WRITE = 300

/**
 * Works out again the best price of each touched product and day from that day's observations,
 * by the one rule of `dailyBestPrices`, and writes it to `daily_best_prices` (a day on which no
 * retailer had the product in stock loses its row). Runs in the caller's transaction, so the
 * table moves with the observations or not at all, and so do the lists of the products it moved
 * (`price_day_lists`). Returns the products whose daily prices moved.
 */
export async function writePriceDays(db: Kysely<StoreDatabase>, touched: TouchedDays): Promise<Set<string>> {
  const moved = new Set<string>()
  const products = [...touched.keys()]
  for (let start = 0; start < products.length; start += PRODUCTS_PER_READ) {
    const batch = products.slice(start, start + PRODUCTS_PER_READ)
    const days = batch.flatMap((product) => [...touched.get(product)!])
    const span = { from: days.reduce(min), to: days.reduce(max) }
    const computed = await computeDays(db, batch, span)
    const stored = await storedDays(db, batch, span)
    const upserts: DayRow[] = []
    const emptied: DayRow[] = []
    for (const product of batch) {
      const best = new Map((computed.get(product) ?? []).map((day) => [day.day, Math.round(day.price * 100)]))
      for (const day of touched.get(product)!) {
        const before = stored.get(dayKey(product, day))
        const after = best.get(day)
        if (before === after) continue
        moved.add(product)
        if (after === undefined) emptied.push({ product_id: product, day, price_cents: 0 })
        else upserts.push({ product_id: product, day, price_cents: after })
      }
    }
    await upsertDays(db, upserts)
    for (const row of emptied) await db.deleteFrom('daily_best_prices').where('product_id', '=', row.product_id).where('day', '=', row.day).execute()
  }
  await writePriceDayLists(db, [...moved])
  return moved
}

/** Writes the lists of `products` again from their rows of `daily_best_prices`; a product without a row loses its list. */
async function writePriceDayLists(db: Kysely<StoreDatabase>, products: readonly string[]): Promise<void> {
  for (let start = 0; start < products.length; start += PRODUCTS_PER_READ) {
    const batch = products.slice(start, start + PRODUCTS_PER_READ)
    const rows = await db.selectFrom('daily_best_prices').select(['product_id', 'day', 'price_cents']).where('product_id', 'in', batch).orderBy('product_id').orderBy('day').execute()
    const days = new Map<string, [string, number][]>()
    for (const row of rows) (days.get(row.product_id) ?? days.set(row.product_id, []).get(row.product_id)!).push([row.day, row.price_cents])
    const lists = [...days].map(([product, list]) => ({ product_id: product, days: PriceDays.storeText(list) }))
    if (lists.length > 0) await db.insertInto('price_day_lists').values(lists).onConflict((conflict) => conflict.column('product_id').doUpdateSet((update) => ({ days: update.ref('excluded.days') }))).execute()
    const none = batch.filter((product) => !days.has(product))
    if (none.length > 0) await db.deleteFrom('price_day_lists').where('product_id', 'in', none).execute()
  }
}

/** Writes every product's list from `daily_best_prices` (a store that had none of them yet). */
export async function writeAllPriceDayLists(db: Kysely<StoreDatabase>): Promise<void> {
  const products = await db.selectFrom('daily_best_prices').select('product_id').distinct().execute()
  await writePriceDayLists(
    db,
    products.map((row) => row.product_id),
  )
}

/** Fills `daily_best_prices` from every observation in the store (a store that had none of it yet). */
export async function writeAllPriceDays(db: Kysely<StoreDatabase>): Promise<void> {
  const products = (await db.selectFrom('price_observations').select('product_id').distinct().execute()).map((row) => row.product_id)
  for (let start = 0; start < products.length; start += PRODUCTS_PER_READ) {
    const batch = products.slice(start, start + PRODUCTS_PER_READ)
    const computed = await computeDays(db, batch, undefined)
    await upsertDays(
      db,
      [...computed].flatMap(([product, days]) => days.map((day) => ({ product_id: product, day: day.day, price_cents: Math.round(day.price * 100) }))),
    )
  }
}

type DayRow = StoreDatabase['daily_best_prices']
type DaySpan = { from: string; to: string }

/** The products' best prices per day from their observations of the span's days (all days without a span). */
async function computeDays(db: Kysely<StoreDatabase>, products: readonly string[], span: DaySpan | undefined): Promise<Map<string, DayPrice[]>> {
  let query = db
    .selectFrom('price_observations')
    .select(['product_id', 'retailer_id', 'read_at', 'price_cents', 'shipping_cents', 'availability'])
    .where('product_id', 'in', products)
  if (span) query = query.where('read_at', '>=', `${span.from}T00:00:00.000Z`).where('read_at', '<', `${nextDay(span.to)}T00:00:00.000Z`)
  const rows = await query.execute()
  return dailyBestPrices(
    rows.map((row) => ({ productId: row.product_id, retailerId: row.retailer_id, readAt: row.read_at, price: row.price_cents / 100, shipping: row.shipping_cents / 100, availability: row.availability })),
  )
}

async function storedDays(db: Kysely<StoreDatabase>, products: readonly string[], span: DaySpan): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('daily_best_prices')
    .select(['product_id', 'day', 'price_cents'])
    .where('product_id', 'in', products)
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .execute()
  return new Map(rows.map((row) => [dayKey(row.product_id, row.day), row.price_cents]))
}

async function upsertDays(db: Kysely<StoreDatabase>, rows: readonly DayRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_WRITE) {
    await db
      .insertInto('daily_best_prices')
      .values(rows.slice(start, start + ROWS_PER_WRITE))
      .onConflict((conflict) => conflict.columns(['product_id', 'day']).doUpdateSet((update) => ({ price_cents: update.ref('excluded.price_cents') })))
      .execute()
  }
}

const dayKey = (product: string, day: string) => `${product}\u0000${day}`
const min = (a: string, b: string) => (a < b ? a : b)
const max = (a: string, b: string) => (a > b ? a : b)
const nextDay = (day: string) => addDays(day, 1)
