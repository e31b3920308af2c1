import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { demoFeed } from '../../api/store/demo/demoFeed.ts'
import { merchantFeedsOfDay } from '../../api/store/demo/merchantFeedWriter.ts'
import type { FeedRow } from '../../api/store/import/FeedRow.ts'
import { feedCsv } from '../../api/store/import/FeedRow.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { productIndex } from '../../api/store/import/merchantItems.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { demoInput, productIds } from '../../api/store/demo/storeContent.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// The demo's prices reach a store two ways: the demo CSV feed (its last month); or that CSV
// without its last day, then that day as each shop's Merchant Center feed (two in XML, one
// tab-separated), matched to products by GTIN. Both stores must hold the same current offers and
// give the same pages.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const input = demoInput(content)
// The demo feed's last 31 days: enough for the "was" prices and the pages' price history, without
// importing a year twice.
const fullYear = demoFeed(input.products, retailers, input.asOf)
const lastReadAt = fullYear.reduce((newest, row) => (row.readAt > newest ? row.readAt : newest), '')
const from = new Date(Date.parse(lastReadAt) - 30 * 86_400_000).toISOString()
const rows = fullYear.filter((row) => row.readAt >= from)
const products = new Map(content.catalogue.all().map((product) => [product.id, product]))

let dir: string
const stores: TestStore[] = []
const sites: Started[] = []

function csvFeed(name: string, feedRows: readonly FeedRow[]): string {
  const file = join(dir, name)
  writeFileSync(file, feedCsv(feedRows))
  return file
}

async function filledStore(files: string[]): Promise<TestStore> {
  const place = await openTestStore()
  stores.push(place)
  await prepareStore(place.store, retailers)
  const result = await importFeeds(place.store, files, await knownIds(place.store, productIds(content)))
  expect(result.problems).toEqual([])
  return place
}

let fromCsv: TestStore
let fromMerchant: TestStore
let merchantUnmatched = 0
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'same-offers-'))
  fromCsv = await filledStore([csvFeed('all.csv', rows)])
  fromMerchant = await filledStore([csvFeed('before.csv', rows.filter((row) => row.readAt !== lastReadAt))])
  const feeds = merchantFeedsOfDay('xml', rows, retailers, products)
  const tsv = merchantFeedsOfDay('tsv', rows, retailers, products)
  expect(feeds.length).toBe(retailers.length)
  for (const [index, feed] of feeds.entries()) {
    // The last shop's feed is tab-separated, which carries no date: its time is given.
    const chosen = index === feeds.length - 1 ? tsv[index]! : feed
    const file = join(dir, chosen.file)
    writeFileSync(file, chosen.text)
    const merchant = { retailer: chosen.retailer, index: productIndex(content.catalogue.all()), country: 'US', ...(chosen.file.endsWith('.tsv') ? { readAt: chosen.readAt } : {}) }
    const result = await importFeeds(fromMerchant.store, [file], await knownIds(fromMerchant.store, productIds(content)), { merchant })
    expect(result.problems).toEqual([])
    merchantUnmatched += result.unmatched
  }
}, 120_000)

afterAll(async () => {
  for (const site of sites) await site.close()
  for (const place of stores) await place.remove()
  rmSync(dir, { recursive: true, force: true })
})

test('every item of the Merchant Center feeds matched a product, and the stores hold the same current offers', async () => {
  expect(merchantUnmatched).toBe(0)
  const offers = (place: TestStore) => place.store.db.selectFrom('offers').selectAll().orderBy('product_id').orderBy('retailer_id').execute()
  const csvOffers = await offers(fromCsv)
  expect(csvOffers.length).toBeGreaterThan(content.catalogue.all().length)
  expect(await offers(fromMerchant)).toEqual(csvOffers)
})

test('both stores give the same pages: a review, a category list and the product API', async () => {
  for (const place of [fromCsv, fromMerchant]) {
    // Judged on the day the prices were read, so the pages show them rather than "check price".
    const book = await readOfferBook(place.store, content.site.priceFreshness.maxAgeHours)
    sites.push(await startSite({ root: FIXTURE_ROOT, content: pricedContent(content, { ...book, version: 1, asOf: lastReadAt }) }))
  }
  const [slug, review] = [...content.reviews].find(([, page]) => content.catalogue.byId(page.product))!
  const category = content.catalogue.byId(review.product)!.category
  for (const url of [`/product/${slug}`, `/category/${category}`, '/api/products']) {
    const [csvPage, merchantPage] = await Promise.all(sites.map((site) => fetchPage(site, url)))
    expect(csvPage!.status).toBe(200)
    expect(merchantPage!.html, url).toBe(csvPage!.html)
  }
  const api = JSON.parse((await fetchPage(sites[0]!, '/api/products')).html) as { data: { price?: unknown; checkPriceAt?: unknown }[] }
  expect(api.data.filter((product) => product.price !== undefined).length).toBeGreaterThan(api.data.length / 2)
}, 120_000)
