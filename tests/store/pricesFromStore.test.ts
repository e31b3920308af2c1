import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { followPrices } from '../../api/prices/followPrices.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const loaded = fixtureContent()
/** The content at the store's prices, as the server shows it. */
let content: Content = loaded
const retailers = readRetailers(FIXTURE_ROOT)
const [product, other] = productIds(content) as [string, string]
const [first, second, third] = retailers as [(typeof retailers)[0], (typeof retailers)[0], (typeof retailers)[0]]
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'
// A live store's prices are judged against the clock: these were read within the allowed age.
const HOUR_MS = 60 * 60 * 1000
const READ = new Date(Date.now() - 3 * HOUR_MS).toISOString()
const LATER = new Date(Date.now() - 2 * HOUR_MS).toISOString()

let store: TestStore
let server: Started
let dir: string
let stopFollowing: () => void
let changes = 0

const importLines = async (name: string, lines: string[]) => {
  const file = join(dir, name)
  writeFileSync(file, [HEADER, ...lines].join('\n'))
  return importFeeds(store.store, [file], await knownIds(store.store, productIds(content)))
}
type ApiItem = { id: string; price: { regular: number; discount?: number }; priceCheckedAt: string }
const apiProduct = async (id: string): Promise<ApiItem | undefined> => {
  const body = (await (await fetch(`${server.url}/api/products`)).json()) as { data: ApiItem[] }
  return body.data.find((item) => item.id === id)
}

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, retailers)
  dir = mkdtempSync(join(tmpdir(), 'prices-from-store-'))
  await importLines('first.csv', [
    // The lowest sticker price costs more once its shipping is added; the cheapest of all is out of stock.
    `${first.id},${product},https://a.example/${product},520.00,USD,0.00,in_stock,${READ}`,
    `${second.id},${product},https://b.example/${product},480.00,USD,49.00,in_stock,${READ}`,
    `${third.id},${product},https://c.example/${product},99.00,USD,0.00,out_of_stock,${READ}`,
    `${second.id},${other},https://b.example/${other},1234.00,USD,0.00,in_stock,${READ}`,
  ])
  const app = createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, store: store.store })
  // As a serving process does: the new snapshot shown, the kept answers showing a changed product let go.
  const changed = (products: ReadonlySet<string>) => {
    changes++
    app.answers?.forgetShowing(products)
  }
  stopFollowing = await followPrices(store.store, { show: (book) => (content = pricedContent(loaded, book)), changed }, capturedLog().logger, 20)
  server = await listen(app)
})
afterAll(async () => {
  stopFollowing()
  await server.close()
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

test("a product's price is its best offer in the store: the cheapest landed price in stock, dated when it was read", async () => {
  expect(await apiProduct(product)).toMatchObject({ price: { regular: 520 }, priceCheckedAt: READ.slice(0, 10) })
  expect((await apiProduct(product))?.price.discount).toBeUndefined()
  expect(await apiProduct(other)).toMatchObject({ price: { regular: 1234 }, priceCheckedAt: READ.slice(0, 10) })
})

test('an import that moves a price shows on the next answer, without loading the content again', async () => {
  await apiProduct(product)
  await importLines('drop.csv', [`${second.id},${product},https://b.example/${product},430.00,USD,0.00,in_stock,${LATER}`])
  await vi.waitFor(() => expect(changes).toBeGreaterThan(0), { timeout: 5_000 })
  expect(await apiProduct(product)).toMatchObject({ price: { regular: 430 }, priceCheckedAt: LATER.slice(0, 10) })
})
