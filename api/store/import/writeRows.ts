import type { Transaction } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { OfferTable, StoreDatabase } from '../database/StoreDatabase.ts'
import type { FeedRow } from './FeedRow.ts'
import { PRICE_VERSION, writeDemoMark } from '../read/storeState.ts'
import { writePriceDays } from '../database/writePriceDays.ts'
import type { TouchedDays } from '../database/writePriceDays.ts'

/** A product whose current price at one retailer is not what it was before the import. */
export type PriceChange = { product: string; retailer: string; before: number | undefined; after: number }

export type WriteResult = { observationsAdded: number; changes: PriceChange[] }

/** Rows per INSERT: well under both dialects' limit on bound parameters. */
const BATCH = 500

/**
 * Writes every row in one transaction: observations are added once per retailer, product and
 * time read (a row already stored is left as it is), and each offer moves to its newest
 * observation; the daily best prices of the days the rows fall on are worked out again, and the
 * products whose offers or daily prices moved are marked with the new price version. Until the commit, every reader sees the prices from before; if the process dies
 * first, nothing of this import remains. `onProgress` hears after each batch of observations.
 */
export async function writeRows(store: Store, rows: readonly FeedRow[], onProgress: (written: number) => void = () => {}): Promise<WriteResult> {
  return store.db.transaction().execute(async (trx) => {
    const written = await writeRowsIn(trx, rows, onProgress)
    // A retailer's feed makes the store's prices real ones: judged against the clock from now on.
    if (rows.length > 0) await writeDemoMark(trx, false)
    return written
  })
}

/** The same, inside a transaction the caller holds. */
export async function writeRowsIn(trx: Transaction<StoreDatabase>, rows: readonly FeedRow[], onProgress: (written: number) => void = () => {}): Promise<WriteResult> {
  const writer = new RowWriter(trx, onProgress)
  for (const row of rows) await writer.add(row)
  return writer.finish()
}

/**
 * Writes rows as they come, inside a transaction the caller holds: observations in batches, and at
 * the end the offers, the daily best prices of the days touched and the price version. It keeps
 * one row per offer and the days touched, never the rows themselves, so a feed of any length is
 * written in the memory of its products.
 */
export class RowWriter {
  #batch: OfferTable[] = []
  #written = 0
  #observationsAdded = 0
  readonly #newest = new Map<string, FeedRow>()
  readonly #touched: TouchedDays = new Map()

  constructor(
    private readonly trx: Transaction<StoreDatabase>,
    private readonly onProgress: (written: number) => void = () => {},
  ) {}

  async add(row: FeedRow): Promise<void> {
    const key = offerKey(row.product, row.retailer)
    const seen = this.#newest.get(key)
    if (!seen || seen.readAt < row.readAt) this.#newest.set(key, row)
    const days = this.#touched.get(row.product) ?? new Set<string>()
    days.add(row.readAt.slice(0, 10))
    this.#touched.set(row.product, days)
    this.#batch.push(tableRow(row))
    if (this.#batch.length >= BATCH) await this.#flush()
  }

  async finish(): Promise<WriteResult> {
    await this.#flush()
    const { changes, moved } = await moveOffers(this.trx, this.#newest)
    for (const product of await writePriceDays(this.trx, this.#touched)) moved.add(product)
    if (moved.size > 0) await markChanged(this.trx, moved)
    return { observationsAdded: this.#observationsAdded, changes }
  }

  async #flush(): Promise<void> {
    if (this.#batch.length === 0) return
    const batch = this.#batch
    this.#batch = []
    const result = await this.trx
      .insertInto('price_observations')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['retailer_id', 'product_id', 'read_at']).doNothing())
      .executeTakeFirst()
    this.#observationsAdded += Number(result.numInsertedOrUpdatedRows ?? 0)
    this.#written += batch.length
    this.onProgress(this.#written)
  }
}

/**
 * Moves each offer to its newest row, in batches; returns the price changes and every product whose
 * offers were rewritten.
 */
export async function moveOffers(trx: Transaction<StoreDatabase>, newest: ReadonlyMap<string, FeedRow>): Promise<{ changes: PriceChange[]; moved: Set<string> }> {
  const current = new Map((await trx.selectFrom('offers').selectAll().execute()).map((offer) => [offerKey(offer.product_id, offer.retailer_id), offer]))
  const changes: PriceChange[] = []
  const moved = new Set<string>()
  const upserts: OfferTable[] = []
  for (const [key, row] of newest) {
    const before = current.get(key)
    if (before && before.read_at >= row.readAt) continue
    moved.add(row.product)
    const offer = tableRow(row)
    upserts.push(offer)
    const priceMoved = before?.price_cents !== offer.price_cents || before.availability !== offer.availability || before.shipping_cents !== offer.shipping_cents || (before.price_until ?? null) !== offer.price_until
    if (priceMoved) changes.push({ product: row.product, retailer: row.retailer, before: before?.price_cents, after: offer.price_cents })
  }
  for (let start = 0; start < upserts.length; start += BATCH) {
    await trx
      .insertInto('offers')
      .values(upserts.slice(start, start + BATCH))
      .onConflict((conflict) =>
        conflict.columns(['product_id', 'retailer_id']).doUpdateSet((update) => ({
          url: update.ref('excluded.url'),
          price_cents: update.ref('excluded.price_cents'),
          currency: update.ref('excluded.currency'),
          shipping_cents: update.ref('excluded.shipping_cents'),
          availability: update.ref('excluded.availability'),
          read_at: update.ref('excluded.read_at'),
          price_until: update.ref('excluded.price_until'),
        })),
      )
      .execute()
  }
  return { changes, moved }
}

/** Moves the price version up and marks the products with it: what a serving process reads again. */
export async function markChanged(trx: Transaction<StoreDatabase>, products: ReadonlySet<string>): Promise<void> {
  const { value } = await trx
    .insertInto('store_state')
    .values({ key: PRICE_VERSION, value: 1 })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((update) => ({ value: update('store_state.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow()
  const version = Number(value)
  const marks = [...products].map((product_id) => ({ product_id, version }))
  for (let start = 0; start < marks.length; start += BATCH) {
    await trx
      .insertInto('product_versions')
      .values(marks.slice(start, start + BATCH))
      .onConflict((conflict) => conflict.column('product_id').doUpdateSet({ version }))
      .execute()
  }
}

export const offerKey = (product: string, retailer: string) => `${product}\u0000${retailer}`

function tableRow(row: FeedRow): OfferTable {
  return {
    product_id: row.product,
    retailer_id: row.retailer,
    url: row.url,
    price_cents: row.priceCents,
    currency: row.currency,
    shipping_cents: row.shippingCents,
    availability: row.availability,
    read_at: row.readAt,
    price_until: row.priceUntil ?? null,
  }
}
