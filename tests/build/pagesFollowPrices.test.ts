import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { renderCount } from '../../api/generate/renderUrl.ts'
import { feedCsv } from '../../api/store/import/FeedRow.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { categoryPath } from '../../engine/catalogue/Categories.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { feedRow } from '../support/feedRow.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// The production app over the build, following a live store of its own as a serving process does.
// Rules over whatever content is loaded: one product's price moves, and only what shows it changes.

const content = siteContent()
const [slug, review] = [...content.reviews].find(([, page]) => content.catalogue.byId(page.product))!
const productId = review.product
const [retailer] = readRetailers(resolveContentDir())
const HOUR_MS = 60 * 60 * 1000
const NEW_PRICE = /\$?987\.65/

let store: TestStore
let dir: string
let site: Started
const log = capturedLog()

const feed = async (name: string, dollars: number, readAt: Date) => {
  const file = join(dir, name)
  writeFileSync(file, feedCsv([feedRow(retailer!.id, productId, dollars, readAt.toISOString())]))
  await importFeeds(store.store, [file], await knownIds(store.store, productIds(content)))
}
const get = async (path: string) => {
  const response = await fetch(site.url + path)
  return { status: response.status, body: await response.text(), etag: response.headers.get('etag'), keys: (response.headers.get('surrogate-key') ?? '').split(' ') }
}
/** Renders counted while asking `path`. */
const rendersFor = async (path: string) => {
  const before = renderCount()
  expect((await get(path)).status).toBe(200)
  return renderCount() - before
}
const regenerated = () => log.lines.filter((line) => String(line.msg).startsWith('regenerated'))

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(resolveContentDir()))
  dir = mkdtempSync(join(tmpdir(), 'pages-follow-prices-'))
  await feed('first.csv', 612.34, new Date(Date.now() - 2 * HOUR_MS))
  site = await startProduction({ logger: log.logger }, { prices: { store: store.store, intervalMs: 50 } })
})
afterAll(async () => {
  await site.close()
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

test('a price imported after the build is on the generated pages from the start, before any poll', async () => {
  // The build generated the review page from its own store's prices; this store moved since.
  const { body } = await get(`/product/${slug}`)
  expect(/\$?612\.34/.test(body), 'the review page shows the price imported after the build').toBe(true)
})

test('after an import moves one price, only what shows that product is made again', async () => {
  const productPage = `/product/${slug}`
  const before = await get(productPage)
  expect(NEW_PRICE.test(before.body)).toBe(false)
  // A generated page and a rendered view that do not show the product, each asked before the import.
  const others = await Promise.all([...content.reviews.keys()].map(async (other) => ({ path: `/product/${other}`, ...(await get(`/product/${other}`)) })))
  const otherPage = others.find((page) => page.status === 200 && !page.keys.includes(`product-${productId}`))
  expect(otherPage, 'a review page that does not show the product').toBeDefined()
  const views = content.categories.all().map((category) => `${categoryPath(category.slug)}?sort=price-low`)
  const view = (await Promise.all(views.map(async (path) => ({ path, ...(await get(path)) })))).find((answer) => answer.status === 200 && !answer.keys.includes(`product-${productId}`))
  expect(view, 'a category view that does not show the product').toBeDefined()
  expect(await rendersFor(view!.path), 'kept after its first request').toBe(0)
  const productApi = '/api/products'
  expect(NEW_PRICE.test((await get(productApi)).body)).toBe(false)

  const roundsBefore = regenerated().length
  await feed('drop.csv', 987.65, new Date(Date.now() - HOUR_MS))
  // (a) The product's generated review page shows the new price within a few polls.
  await vi.waitFor(async () => expect(NEW_PRICE.test((await get(productPage)).body), 'the review page shows the new price').toBe(true), { timeout: 10_000, interval: 100 })
  // The import's round is over once it is logged: until then other pages showing the product are still being made (and counted as renders).
  await vi.waitFor(() => expect(regenerated().length, "the import's pages are made again").toBeGreaterThan(roundsBefore), { timeout: 10_000 })
  const after = await get(productPage)
  expect(after.etag).not.toBe(before.etag)
  expect(after.keys).toContain(`product-${productId}`)
  // (b) A generated page that does not show it is the build's, byte for byte.
  const otherAfter = await get(otherPage!.path)
  expect(otherAfter.etag).toBe(otherPage!.etag)
  expect(otherAfter.body).toBe(otherPage!.body)
  // (c) The kept view of other products survives the change: it is not rendered again.
  expect(await rendersFor(view!.path)).toBe(0)
  // The kept product list, which shows the product, is made again with the new price.
  expect(NEW_PRICE.test((await get(productApi)).body)).toBe(true)
})

test('each change says in the log how many generated pages it made again and how long it took', () => {
  // The last line is the import's (the first, the start's, made again what the build's store lacked).
  const line = regenerated().at(-1)
  expect(line).toMatchObject({ products: 1 })
  expect(line!.pages).toBeGreaterThan(0)
  expect(line!.ms).toBeGreaterThanOrEqual(0)
  expect(line!.urls).toContain(`/product/${slug}`)
})
