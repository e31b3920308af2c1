import { sql } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { bulkLoadRowsIn, bulkLoadRunsIn } from '../../api/store/import/bulkLoad.ts'
import { writeRowsIn } from '../../api/store/import/writeRows.ts'
import type { FeedRow } from '../../api/store/import/FeedRow.ts'
import type { Store } from '../../api/store/database/openStore.ts'
import { demoFeed, demoFeedRuns } from '../../api/store/demo/demoFeed.ts'
import { demoInput, productIds } from '../../api/store/demo/storeContent.ts'
import { importDemoIfEmpty, prepareStore } from '../../api/store/prepareStore.ts'
import { writeDemoMark } from '../../api/store/read/storeState.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { feedRow } from '../support/feedRow.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const [product, other, third] = productIds(content) as [string, string, string]
const [shop, otherShop, thirdShop] = retailers.map((retailer) => retailer.id) as [string, string, string]
const DAY = '2026-11-18'

let rowByRow: TestStore
let bulk: TestStore
beforeEach(async () => {
  rowByRow = await openTestStore()
  bulk = await openTestStore()
  for (const place of [rowByRow, bulk]) await prepareStore(place.store, retailers)
})
afterEach(async () => {
  for (const place of [rowByRow, bulk]) await place.remove()
})

/** Rows the rule has to choose among: repeats, later rows of a day, stock-outs, landed-price ties, a dated sale. */
function awkwardRows(): FeedRow[] {
  const at = (hour: string, day = DAY) => `${day}T${hour}:00:00.000Z`
  const withShipping = (row: FeedRow, dollars: number): FeedRow => ({ ...row, shippingCents: dollars * 100 })
  return [
    feedRow(shop, product, 500, at('06')),
    // The same retailer, product and time again: the store keeps the first.
    feedRow(shop, product, 100, at('06')),
    feedRow(otherShop, product, 480, at('09')),
    // A retailer's later row of the day replaces its earlier one, however the feed orders them.
    feedRow(otherShop, product, 470, at('18')),
    feedRow(otherShop, product, 460, at('07')),
    // Out of stock at both on the next day: the day has no best price.
    feedRow(shop, product, 300, at('06', '2026-11-19'), 'out_of_stock'),
    feedRow(otherShop, product, 310, at('06', '2026-11-19'), 'out_of_stock'),
    // Equal landed prices: the lower price counts.
    withShipping(feedRow(shop, other, 900, at('06')), 49),
    feedRow(otherShop, other, 949, at('06')),
    withShipping(feedRow(thirdShop, other, 880, at('06')), 69),
    { ...feedRow(shop, third, 700, at('06')), priceUntil: at('23') },
    feedRow(shop, third, 720, at('06', '2026-11-17')),
  ]
}

/** Everything an import writes, read in one order from either dialect. */
async function tablesOf(store: Store) {
  const { db } = store
  return {
    observations: await db.selectFrom('price_observations').selectAll().orderBy('retailer_id').orderBy('product_id').orderBy('read_at').execute(),
    offers: await db.selectFrom('offers').selectAll().orderBy('product_id').orderBy('retailer_id').execute(),
    days: await db.selectFrom('daily_best_prices').selectAll().orderBy('product_id').orderBy('day').execute(),
    lists: await db.selectFrom('price_day_lists').selectAll().orderBy('product_id').execute(),
    versions: (await db.selectFrom('product_versions').selectAll().orderBy('product_id').execute()).map((row) => ({ ...row, version: Number(row.version) })),
    state: (await db.selectFrom('store_state').selectAll().orderBy('key').execute()).map((row) => ({ ...row, value: Number(row.value) })),
  }
}

test('a bulk load into a new store writes what the row-by-row import writes: observations, offers, daily best prices and their lists, versions', async () => {
  const input = demoInput(content)
  const feed = demoFeed(input.products.slice(0, 6), retailers, input.asOf)
  // The feed's rows interleaved with rows the rule has to choose among, in no particular order.
  const rows = [...feed.slice(0, 800), ...awkwardRows(), ...feed.slice(800).reverse()]
  const expected = await rowByRow.store.db.transaction().execute((trx) => writeRowsIn(trx, rows))
  const written = await bulk.store.db.transaction().execute((trx) => bulkLoadRowsIn(bulk.store, trx, rows))
  expect(written).toEqual(expected)
  const [want, got] = [await tablesOf(rowByRow.store), await tablesOf(bulk.store)]
  expect(got.days.length, 'the fixture has daily best prices to compare').toBeGreaterThan(1000)
  expect(got.days).toEqual(want.days)
  expect(got.observations).toEqual(want.observations)
  expect(got.offers).toEqual(want.offers)
  expect(got.versions).toEqual(want.versions)
  expect(got.state).toEqual(want.state)
})

test('after a bulk load, price history has its index by product and time again', async () => {
  await bulk.store.db.transaction().execute((trx) => bulkLoadRowsIn(bulk.store, trx, awkwardRows()))
  const query =
    bulk.store.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'price_observations'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'price_observations' and schemaname = current_schema()`
  const { rows } = await query.execute(bulk.store.db)
  expect(rows.map((row) => row.name)).toContain('price_observations_product_time')
})

test("the demo feed's import into a new store writes what the row-by-row import of the same feed writes", async () => {
  const input = demoInput(content)
  // Products in the catalogue's order: the bulk load takes them in id order.
  const demo = { products: input.products.slice(0, 10), asOf: input.asOf }
  const rows = demoFeed(demo.products, retailers, demo.asOf)
  await rowByRow.store.db.transaction().execute(async (trx) => {
    await writeRowsIn(trx, rows)
    await writeDemoMark(trx, true)
  })
  expect((await importDemoIfEmpty(bulk.store, retailers, () => demo)).demoRowsImported).toBe(rows.length)
  expect(await tablesOf(bulk.store)).toEqual(await tablesOf(rowByRow.store))
})

test('a bulk load refuses runs whose daily best prices it would get wrong, and writes nothing', async () => {
  const input = demoInput(content)
  const [a, b, c] = [...demoFeedRuns(input.products.slice(0, 2), retailers, input.asOf)] as [FeedRow[], FeedRow[], FeedRow[]]
  const split = [a, c, b].filter((run) => run.length > 0)
  expect(new Set(split.map((run) => run[0]!.product)).size, 'the runs are of two products').toBe(2)
  const load = bulk.store.db.transaction().execute((trx) => bulkLoadRunsIn(bulk.store, trx, split))
  await expect(load).rejects.toThrow('not one retailer')
  expect(await tablesOf(bulk.store)).toMatchObject({ observations: [], days: [], offers: [] })
})
