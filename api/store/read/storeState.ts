import type { Kysely } from 'kysely'
import type { Store } from '../database/openStore.ts'
import type { StoreDatabase } from '../database/StoreDatabase.ts'

/** The counter every import that changes a price moves up; 0 before the first. */
export async function readPriceVersion(store: Store): Promise<number> {
  return Number((await stateRow(store.db, PRICE_VERSION))?.value ?? 0)
}

/** Whether the store's prices are the demo feed's (marked by the demo import, cleared by a real feed's). */
export async function readDemoMark(store: Store): Promise<boolean> {
  return Number((await stateRow(store.db, DEMO_MARK))?.value ?? 0) === 1
}

/** Marks the store's prices as the demo feed's, or as a real feed's. */
export async function writeDemoMark(db: Kysely<StoreDatabase>, demo: boolean): Promise<void> {
  const value = demo ? 1 : 0
  await db
    .insertInto('store_state')
    .values({ key: DEMO_MARK, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute()
}

export const PRICE_VERSION = 'price_version'
const DEMO_MARK = 'demo_prices'

function stateRow(db: Kysely<StoreDatabase>, key: string) {
  return db.selectFrom('store_state').select('value').where('key', '=', key).executeTakeFirst()
}
