import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { renderCount } from '../../api/generate/renderUrl.ts'
import { renderPages } from '../../api/middleware/renderPages.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// A live data set (a retailer's feed, not the demo) in a store of its own, served with the answer
// table on; the clock is moved by faking Date alone, so nothing sleeps.

const loaded = fixtureContent()
/** The content at the store's prices, once read. */
let content: Content = loaded
const [slug, review] = [...content.reviews].find(([, page]) => content.catalogue.byId(page.product))!
const productId = review.product
const [retailer] = readRetailers(FIXTURE_ROOT)
const HOUR_MS = 60 * 60 * 1000
const MAX_AGE_HOURS = content.site.priceFreshness.maxAgeHours ?? 24
const readAt = new Date(Date.now() - HOUR_MS)
const expiresAt = readAt.getTime() + MAX_AGE_HOURS * HOUR_MS
const PRICE = '1234.56'

let store: TestStore
let dir: string
let site: Started

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(FIXTURE_ROOT))
  dir = mkdtempSync(join(tmpdir(), 'price-expiry-'))
  const feed = join(dir, 'feed.csv')
  writeFileSync(feed, `retailer,product,url,price,currency,shipping,availability,read_at\n${retailer!.id},${productId},https://shop.example/${productId},${PRICE},USD,0.00,in_stock,${readAt.toISOString()}\n`)
  await importFeeds(store.store, [feed], await knownIds(store.store, productIds(content)))
  content = pricedContent(loaded, await readOfferBook(store.store, MAX_AGE_HOURS))
  // Vite's development middleware to render, and the renderer keeping each answer, as production does.
  const [vite] = await siteMiddleware(projectRoot(), () => content, { production: false, onContent: () => {} }, FIXTURE_ROOT)
  site = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, store: store.store, pages: [vite!, renderPages(() => content, { reusable: true })] }))
})
afterAll(async () => {
  vi.useRealTimers()
  await site.close()
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

/** Seconds a shared cache may serve the answer after receiving it, fresh or stale, by each route. */
function lifetimes(cacheControl: string | null): { fresh: number; stale: number } {
  const seconds = (name: string) => Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl ?? '')?.[1] ?? 0)
  const fresh = Math.max(seconds('max-age'), seconds('s-maxage'))
  return { fresh, stale: fresh + Math.max(seconds('stale-while-revalidate'), seconds('stale-if-error')) }
}

const get = async (path: string) => {
  const response = await fetch(site.url + path)
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') }
}

test('a page and an API answer showing a live price are kept no longer than the price, then show "Check price at" with no number', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const paths = [`/product/${slug}`, '/api/products']
  for (const path of paths) {
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.body).toMatch(/1,?234\.56/)
    const renders = renderCount()
    const again = await get(path)
    // Served from the answer table: the same bytes, no new render.
    expect(again.body).toBe(first.body)
    expect(renderCount()).toBe(renders)
    for (const { cacheControl } of [first, again]) {
      expect(Date.now() + lifetimes(cacheControl).stale * 1000).toBeLessThanOrEqual(expiresAt)
      expect(lifetimes(cacheControl).fresh).toBeGreaterThan(0)
    }
  }
  vi.setSystemTime(readAt.getTime() + 2 * 24 * HOUR_MS)
  const page = await get(`/product/${slug}`)
  expect(page.status).toBe(200)
  expect(page.body).not.toMatch(/1,?234\.56/)
  expect(page.body).toContain(`Check price at ${retailer!.name}`)
  const api = JSON.parse((await get('/api/products')).body) as { data: { id: string; price?: unknown; checkPriceAt?: { retailer: string } }[] }
  const item = api.data.find(({ id }) => id === productId)
  expect(item?.price).toBeUndefined()
  expect(item?.checkPriceAt?.retailer).toBe(retailer!.name)
})
