import { afterEach, beforeEach, expect, test } from 'vitest'
import { writeRows } from '../../api/store/import/writeRows.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { productsChangedSince } from '../../api/store/read/productsChangedSince.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { feedRow } from '../support/feedRow.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// What a serving process makes again at start when the store moved since the build read it.
// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const products = productIds(content).slice(0, 3) as [string, string, string]
const [shop] = retailers.map((retailer) => retailer.id) as [string]

let place: TestStore
beforeEach(async () => {
  place = await openTestStore()
  await prepareStore(place.store, retailers)
})
afterEach(async () => {
  await place.remove()
})

const row = (product: string, dollars: number, readAt: string) => feedRow(shop, product, dollars, readAt)

test('the products an import changed after the build read the store are the ones its pages must show anew', async () => {
  await writeRows(place.store, products.map((product, index) => row(product, 300 + index, '2026-01-01T06:00:00.000Z')))
  const built = await readOfferBook(place.store)
  await writeRows(place.store, [row(products[1], 250, '2026-01-02T06:00:00.000Z')])
  const now = await readOfferBook(place.store)
  expect([...(await productsChangedSince(place.store, { version: built.version, demo: built.demo }, now))]).toEqual([products[1]])
  expect((await productsChangedSince(place.store, { version: now.version, demo: now.demo }, now)).size).toBe(0)
})

test('pages made from demo prices, or from a store newer than this one, show every product anew', async () => {
  await writeRows(place.store, products.map((product, index) => row(product, 300 + index, '2026-01-01T06:00:00.000Z')))
  const now = await readOfferBook(place.store)
  const everyProduct = [...products].sort()
  expect([...(await productsChangedSince(place.store, { version: now.version, demo: true }, now))].sort()).toEqual(everyProduct)
  expect([...(await productsChangedSince(place.store, { version: now.version + 5, demo: now.demo }, now))].sort()).toEqual(everyProduct)
})
