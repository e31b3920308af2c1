import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { demoFeed } from '../../api/store/demo/demoFeed.ts'
import { writeRows, writeRowsIn } from '../../api/store/import/writeRows.ts'
import { migrationProvider } from '../../api/store/database/migrations.ts'
import { migrateStore } from '../../api/store/database/openStore.ts'
import { importDemoIfEmpty, prepareStore } from '../../api/store/prepareStore.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { readPriceDays } from '../../api/store/read/readPriceDays.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { seedRetailers } from '../../api/store/retailers.ts'
import { demoInput, productIds } from '../../api/store/demo/storeContent.ts'
import { dailyBestPrices } from '../../engine/shop/dailyBestPrices.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { feedRow } from '../support/feedRow.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const [product, other] = productIds(content) as [string, string]
const [shop, otherShop] = retailers.map((retailer) => retailer.id) as [string, string]
const DAY = '2026-11-18'

let place: TestStore
beforeEach(async () => {
  place = await openTestStore()
  await prepareStore(place.store, retailers)
})
afterEach(async () => {
  await place.remove()
})

/** The product's best price per day as pages get it from the store. */
const daysOf = async (productId: string) => (await readPriceDays(place.store, '2000-01-01')).get(productId)?.list() ?? []
const priceOn = async (productId: string, day: string) => (await daysOf(productId)).find((entry) => entry.day === day)?.price

describe("the store's daily best prices", () => {
  test("an import of a cheaper row in stock moves that day's best price", async () => {
    await writeRows(place.store, [feedRow(shop, product, 500, `${DAY}T06:00:00.000Z`), feedRow(shop, product, 520, '2026-11-19T06:00:00.000Z')])
    expect(await priceOn(product, DAY)).toBe(500)
    await writeRows(place.store, [feedRow(otherShop, product, 450, `${DAY}T09:00:00.000Z`)])
    expect(await priceOn(product, DAY)).toBe(450)
    // The other day keeps its price.
    expect(await priceOn(product, '2026-11-19')).toBe(520)
  })

  test('an import of a cheaper row out of stock leaves the best price as it was', async () => {
    await writeRows(place.store, [feedRow(shop, product, 500, `${DAY}T06:00:00.000Z`)])
    await writeRows(place.store, [feedRow(otherShop, product, 300, `${DAY}T09:00:00.000Z`, 'out_of_stock')])
    expect(await priceOn(product, DAY)).toBe(500)
  })

  test("a retailer's later row of the day replaces its earlier one: sold out, its price no longer counts", async () => {
    await writeRows(place.store, [feedRow(shop, product, 400, `${DAY}T06:00:00.000Z`), feedRow(otherShop, product, 480, `${DAY}T06:00:00.000Z`)])
    expect(await priceOn(product, DAY)).toBe(400)
    await writeRows(place.store, [feedRow(shop, product, 400, `${DAY}T18:00:00.000Z`, 'out_of_stock')])
    expect(await priceOn(product, DAY)).toBe(480)
    // Sold out everywhere: the day has no best price.
    await writeRows(place.store, [feedRow(otherShop, product, 480, `${DAY}T19:00:00.000Z`, 'out_of_stock')])
    expect(await priceOn(product, DAY)).toBeUndefined()
  })

  test('an import that fails before its commit leaves the daily prices as they were', async () => {
    await writeRows(place.store, [feedRow(shop, product, 500, `${DAY}T06:00:00.000Z`)])
    const failing = place.store.db.transaction().execute(async (trx) => {
      await writeRowsIn(trx, [feedRow(otherShop, product, 450, `${DAY}T09:00:00.000Z`)])
      throw new Error('the feed was cut off')
    })
    await expect(failing).rejects.toThrow('cut off')
    expect(await priceOn(product, DAY)).toBe(500)
  })

  test('the demo import gives every product the daily prices the rule works out from the whole feed', async () => {
    const input = demoInput(content)
    await importDemoIfEmpty(place.store, retailers, () => input)
    const feed = demoFeed(input.products, retailers, input.asOf)
    const expected = dailyBestPrices(feed.map((entry) => ({ productId: entry.product, retailerId: entry.retailer, readAt: entry.readAt, price: entry.priceCents / 100, shipping: entry.shippingCents / 100, availability: entry.availability })))
    const book = await readOfferBook(place.store)
    const from = [...(book.history?.values() ?? [])].flatMap((days) => days.list()).reduce((first, entry) => (entry.day < first ? entry.day : first), '9999')
    for (const id of productIds(content)) expect(book.history?.get(id)?.list() ?? []).toEqual((expected.get(id) ?? []).filter((entry) => entry.day >= from))
  })
})

/** In place of the test's store, a new one of its own taken up to the migration `name` only. */
async function newStoreMigratedTo(name: string): Promise<void> {
  await place.remove()
  place = await openTestStore()
  const schema = place.store.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(place.store.db)).rows[0]?.schema : undefined
  const migrator = new Migrator({ db: place.store.db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) })
  expect((await migrator.migrateTo(name)).error).toBeUndefined()
}

test('a store made before the daily prices existed gets them from its observations when it is migrated', async () => {
  // Up to the migration before the daily prices only.
  await newStoreMigratedTo('002_alerts')
  await seedRetailers(place.store, retailers)
  const rows = [feedRow(shop, product, 500, `${DAY}T06:00:00.000Z`), feedRow(otherShop, product, 470, `${DAY}T07:00:00.000Z`), feedRow(shop, other, 900, `${DAY}T06:00:00.000Z`), feedRow(shop, other, 880, '2026-11-19T06:00:00.000Z', 'out_of_stock')]
  const table = rows.map((entry) => ({ product_id: entry.product, retailer_id: entry.retailer, url: entry.url, price_cents: entry.priceCents, currency: entry.currency, shipping_cents: entry.shippingCents, availability: entry.availability, read_at: entry.readAt }))
  await place.store.db.insertInto('price_observations').values(table).execute()
  await migrateStore(place.store)
  expect(await daysOf(product)).toEqual([{ day: DAY, price: 470 }])
  expect(await daysOf(other)).toEqual([{ day: DAY, price: 900 }])
})

test("a store whose daily prices were kept before their lists gets each product's list when it is migrated", async () => {
  await newStoreMigratedTo('005_content_versions')
  // The rows an importer of that version kept, written out of day order.
  const rows = [
    { product_id: product, day: '2026-11-19', price_cents: 47000 },
    { product_id: product, day: DAY, price_cents: 50000 },
    { product_id: other, day: DAY, price_cents: 90000 },
  ]
  await place.store.db.insertInto('daily_best_prices').values(rows).execute()
  await migrateStore(place.store)
  expect(await daysOf(product)).toEqual([
    { day: DAY, price: 500 },
    { day: '2026-11-19', price: 470 },
  ])
  expect(await daysOf(other)).toEqual([{ day: DAY, price: 900 }])
})

test("a store whose lists of days were kept as text of days and cents gets them packed when it is migrated", async () => {
  await newStoreMigratedTo('006_price_day_lists')
  const rows = [
    { product_id: product, day: '2026-11-19', price_cents: 47000 },
    { product_id: product, day: DAY, price_cents: 50000 },
    { product_id: other, day: DAY, price_cents: 90000 },
  ]
  await place.store.db.insertInto('daily_best_prices').values(rows).execute()
  // The lists as that version wrote them, one of them for a product that no longer has a day.
  const lists = [
    { product_id: product, days: `2026-11-19:47000,${DAY}:50000` },
    { product_id: other, days: `${DAY}:90000` },
    { product_id: 'gone-product', days: `${DAY}:12300` },
  ]
  await place.store.db.insertInto('price_day_lists').values(lists).execute()
  await migrateStore(place.store)
  expect(await daysOf(product)).toEqual([
    { day: DAY, price: 500 },
    { day: '2026-11-19', price: 470 },
  ])
  expect(await daysOf(other)).toEqual([{ day: DAY, price: 900 }])
  expect(await daysOf('gone-product')).toEqual([])
})
