import { sql } from 'kysely'
import { demoFeed, demoFeedRuns } from './demo/demoFeed.ts'
import type { DemoProduct } from './demo/demoFeed.ts'
import { writeRowsIn } from './import/writeRows.ts'
import { bulkLoadRunsIn } from './import/bulkLoad.ts'
import { migrateStore } from './database/openStore.ts'
import { writeDemoMark } from './read/storeState.ts'
import type { Store } from './database/openStore.ts'
import { seedRetailers } from './retailers.ts'
import type { Retailer } from '../../schemas/types.gen.ts'

export type Prepared = { demoRowsImported: number }

/** Makes the store ready for the content: the latest schema and the content's retailers. */
export async function prepareStore(store: Store, retailers: readonly Retailer[]): Promise<void> {
  await migrateStore(store)
  await seedRetailers(store, retailers)
}

/**
 * In a store that has no price yet, imports the demo feed (a year of fictional daily prices
 * ending on the content's `dataAsOf`): the first start of a new site has prices to show. Later
 * starts, and stores a real feed was imported into first, find prices and import nothing. `demo`
 * is asked for the products only then: listing them ranks the whole catalogue.
 */
export async function importDemoIfEmpty(store: Store, retailers: readonly Retailer[], demo: () => { products: DemoProduct[]; asOf: string }): Promise<Prepared> {
  return store.db.transaction().execute(async (trx) => {
    // Several instances on one PostgreSQL may start together: one imports, the others wait for
    // its commit and then find prices. (SQLite's one writer at a time does the same by itself.)
    if (store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx)
    const priced = await trx.selectFrom('offers').select('product_id').limit(1).executeTakeFirst()
    if (priced) return { demoRowsImported: 0 }
    const { products, asOf } = demo()
    const observed = await trx.selectFrom('price_observations').select('product_id').limit(1).executeTakeFirst()
    let imported: number
    if (observed) {
      const rows = demoFeed(products, retailers, asOf)
      await writeRowsIn(trx, rows)
      imported = rows.length
    } else {
      // A store with no observation at all takes the feed in bulk as it is made, in product order
      // (every insert at the end of its index), with the same outcome.
      const byId = [...products].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      imported = (await bulkLoadRunsIn(store, trx, demoFeedRuns(byId, retailers, asOf))).observationsAdded
    }
    await writeDemoMark(trx, true)
    return { demoRowsImported: imported }
  })
}

/** The advisory lock of the demo import (any fixed number no other code uses). */
const DEMO_LOCK = 7_240_001
