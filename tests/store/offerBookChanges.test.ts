import { afterEach, beforeEach, expect, test } from 'vitest'
import { writeRows } from '../../api/store/import/writeRows.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { readOfferBookChanges } from '../../api/store/read/readOfferBookChanges.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { feedRow } from '../support/feedRow.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const products = productIds(content).slice(0, 3)
const [shop, otherShop] = retailers.map((retailer) => retailer.id) as [string, string]
const MAX_AGE_HOURS = 24
const DAY_MS = 86_400_000

let place: TestStore
beforeEach(async () => {
  place = await openTestStore()
  await prepareStore(place.store, retailers)
})
afterEach(async () => {
  await place.remove()
})

const dayAt = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY_MS + 6 * 3_600_000).toISOString()
/** A few days of prices for some products at two retailers. */
const history = (days: number[]) => products.flatMap((product, index) => days.flatMap((day) => [feedRow(shop, product, 300 + index * 10 + day, dayAt(day)), feedRow(otherShop, product, 310 + index * 10 + day, dayAt(day))]))

test('after an import changing one product, the changes read names just that product and gives what a full read gives', async () => {
  await writeRows(place.store, history([0, 1, 2]))
  const before = await readOfferBook(place.store, MAX_AGE_HOURS)
  const [changedProduct] = products as [string]
  await writeRows(place.store, [feedRow(otherShop, changedProduct, 199, dayAt(2).replace('T06', 'T09'))])
  const { book, changed } = await readOfferBookChanges(place.store, before)
  expect([...changed]).toEqual([changedProduct])
  expect(book).toEqual(await readOfferBook(place.store, MAX_AGE_HOURS))
  expect(book.offers.get(changedProduct)?.[0]?.price).toBe(199)
})

test('an import that changes no price leaves the snapshot as it was, with no product changed', async () => {
  const rows = history([0, 1])
  await writeRows(place.store, rows)
  const before = await readOfferBook(place.store, MAX_AGE_HOURS)
  await writeRows(place.store, rows)
  const { book, changed } = await readOfferBookChanges(place.store, before)
  expect(changed.size).toBe(0)
  expect(book).toBe(before)
})

test("a new day's prices for one product move every product's year of history on, as a full read does", async () => {
  await writeRows(place.store, history([0, 1, 2]))
  const before = await readOfferBook(place.store, MAX_AGE_HOURS)
  const last = products.at(-1)!
  // A year and a day after the first day: the first day falls out of every product's year.
  await writeRows(place.store, [feedRow(shop, last, 350, dayAt(365))])
  const { book, changed } = await readOfferBookChanges(place.store, before)
  expect([...changed]).toEqual([last])
  expect(book).toEqual(await readOfferBook(place.store, MAX_AGE_HOURS))
  expect(book.history?.get(products[0]!)?.list()[0]?.day).toBe(dayAt(1).slice(0, 10))
})
