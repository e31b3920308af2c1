import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import type { MerchantImport } from '../../api/store/import/importFeeds.ts'
import type { MerchantItem } from '../../api/store/import/merchantFeed.ts'
import { productIndex } from '../../api/store/import/merchantItems.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { offersOf } from '../../api/store/read/offersOf.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { isStale } from '../../engine/shop/priceDate.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { npmScript } from '../support/npmScript.ts'

// Google Merchant Center feeds (tests/fixtures/feeds/): one retailer's products as XML, TSV and
// gzipped XML, matched to the fixture catalogue by GTIN. Runs on SQLite and on PostgreSQL.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const FEEDS = join(projectRoot(), 'tests/fixtures/feeds')
const DEPOT = 'example-fitness-depot'
const READ_AT = '2026-11-20T06:00:00.000Z'
const catalogue = content.catalogue.all().map((product) => ({ id: product.id, gtin: product.gtin, brand: product.brand, mpn: product.mpn }))

let test_: TestStore
let unmatched: MerchantItem[]
beforeEach(async () => {
  test_ = await openTestStore()
  await prepareStore(test_.store, retailers)
  unmatched = []
})
afterEach(() => test_.remove())

const merchant = (more: Partial<MerchantImport> = {}): MerchantImport => ({
  retailer: DEPOT,
  index: productIndex(catalogue),
  country: 'US',
  onUnmatched: (_file, item) => void unmatched.push(item),
  ...more,
})
const importMerchant = async (files: string[], more: Partial<MerchantImport> = {}) => importFeeds(test_.store, files.map((file) => join(FEEDS, file)), await knownIds(test_.store, productIds(content)), { merchant: merchant(more) })
const storedOffers = () => test_.store.db.selectFrom('offers').select(['product_id', 'retailer_id', 'url', 'price_cents', 'shipping_cents', 'availability', 'read_at', 'price_until']).orderBy('product_id').execute()

/** What depot.xml, depot.tsv and depot.xml.gz all say, read on 2026-11-20 at 06:00 UTC. */
const DEPOT_OFFERS = [
  // The shipping charge to the US, not the one to Canada listed first.
  { product_id: 'aerorow-pro-air', price_cents: 129_900, shipping_cents: 4_900, availability: 'in_stock', price_until: null },
  { product_id: 'hydrastroke-water-rower', price_cents: 99_900, shipping_cents: 0, availability: 'out_of_stock', price_until: null },
  // A sale starting on the 25th: the regular price holds until then.
  { product_id: 'oarline-classic-r1', price_cents: 64_900, shipping_cents: 0, availability: 'in_stock', price_until: '2026-11-25T00:00:00.000Z' },
  // On sale from the 15th to the 27th (Pacific time): the sale price, until the sale's last minute. The GTIN is written in 14 digits.
  { product_id: 'vistarow-touch-22', price_cents: 159_900, shipping_cents: 0, availability: 'in_stock', price_until: '2026-11-28T07:59:00.000Z' },
].map((offer) => ({ ...offer, retailer_id: DEPOT, url: `https://fitness-depot.example/p/${offer.product_id}`, read_at: READ_AT }))

describe('a Merchant Center feed', () => {
  test('in RSS XML: matched by GTIN, its sale prices dated, its shipping to the US, out of stock kept, read at the feed\'s date', async () => {
    const result = await importMerchant(['depot.xml'])
    expect(result.problems).toEqual([])
    expect(result.rows).toBe(4)
    expect(await storedOffers()).toEqual(DEPOT_OFFERS)
  })

  test('an item matching no product is counted and handed to the report with its line, not an error', async () => {
    const result = await importMerchant(['depot.xml'])
    expect(result.unmatched).toBe(1)
    expect(unmatched.map((item) => [item.line, item.fields.id, item.fields.gtin])).toEqual([[44, 'DEP-9999', '4006381333931']])
  })

  test('tab-separated, with the time it was read given, gives the same offers', async () => {
    const result = await importMerchant(['depot.tsv'], { readAt: READ_AT })
    expect(result.problems).toEqual([])
    expect(result.unmatched).toBe(1)
    expect(await storedOffers()).toEqual(DEPOT_OFFERS)
  })

  test('gzipped, found from its bytes and not its name, gives the same offers', async () => {
    const result = await importMerchant(['depot.xml.gz'])
    expect(result.problems).toEqual([])
    expect(await storedOffers()).toEqual(DEPOT_OFFERS)
  })

  test('the plain link becomes the retailer\'s tracked link, and a sale price stops being current at its end', async () => {
    await importMerchant(['depot.xml'])
    const [offer] = await offersOf(test_.store, 'vistarow-touch-22')
    expect(offer?.link).toBe(`https://fitness-depot.example/go?to=${encodeURIComponent('https://fitness-depot.example/p/vistarow-touch-22')}&partner=bhge-demo`)
    const book = (asOf: string) => ({ version: 1, demo: true, asOf, offers: new Map(), maxAgeHours: 24 * 30 })
    expect(isStale(offer!, book('2026-11-28T07:58:00.000Z'))).toBe(false)
    expect(isStale(offer!, book('2026-11-28T07:59:00.000Z'))).toBe(true)
  })

  test('a broken element is reported at its line; the items before it are imported', async () => {
    const result = await importMerchant(['broken.xml'])
    expect(result.problems).toEqual([{ file: join(FEEDS, 'broken.xml'), line: 16, reason: expect.stringContaining('the XML is broken here') }])
    expect((await storedOffers()).map((offer) => [offer.product_id, offer.price_cents, offer.read_at])).toEqual([['aerorow-pro-air', 129_900, READ_AT]])
  })

  test('without the retailer it is one problem, and nothing is imported', async () => {
    const result = await importFeeds(test_.store, [join(FEEDS, 'depot.xml')], await knownIds(test_.store, productIds(content)))
    expect(result.problems).toEqual([{ file: join(FEEDS, 'depot.xml'), line: 1, reason: expect.stringContaining('import it with --retailer <id>') }])
    expect(await storedOffers()).toEqual([])
  })

  test('an item whose GTIN matches two products is an error at its line, and the other items still import', async () => {
    // A catalogue in which two products carry the rower's GTIN.
    const twice = catalogue.map((product) => (product.id === 'oarline-classic-r1' ? { ...product, gtin: '2568643635280' } : product))
    const result = await importMerchant(['depot.xml'], { index: productIndex(twice) })
    expect(result.problems).toEqual([{ file: join(FEEDS, 'depot.xml'), line: 8, reason: expect.stringMatching(/DEP-1001: GTIN 2568643635280 matches 2 products \(aerorow-pro-air, oarline-classic-r1\)/) }])
    expect((await storedOffers()).map((offer) => offer.product_id)).toEqual(['hydrastroke-water-rower', 'vistarow-touch-22'])
  })

  test('an item without a GTIN the catalogue knows is matched by brand and maker\'s part number', async () => {
    const parts = catalogue.map((product) => (product.id === 'hydrastroke-water-rower' ? { ...product, gtin: undefined, brand: 'HydraStroke', mpn: 'HS-W1' } : product))
    const item: MerchantItem = { line: 3, fields: { id: 'X', brand: ' hydrastroke ', mpn: 'hs-w1', price: '999.00 USD', availability: 'in_stock', link: 'https://fitness-depot.example/p/x' }, shipping: [] }
    const { itemOutcome } = await import('../../api/store/import/merchantItems.ts')
    const known = await knownIds(test_.store, productIds(content))
    expect(itemOutcome(item, { retailer: DEPOT, index: productIndex(parts), known, readAt: READ_AT, country: 'US' })).toEqual({ row: expect.objectContaining({ product: 'hydrastroke-water-rower', priceCents: 99_900 }) })
  })
})

describe('prices:import --retailer', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'merchant-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const run = (args: string[]) =>
    spawnSync(...npmScript('prices:import', args), { cwd: projectRoot(), env: { ...process.env, ...test_.env, CONTENT_DIR: FIXTURE_ROOT }, encoding: 'utf8' })

  test('imports the feed, lists the unmatched items in its report file and prints their count', () => {
    const report = join(dir, 'unmatched.tsv')
    const result = run(['--retailer', DEPOT, '--report', report, join(FEEDS, 'depot.xml')])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('4 good row(s)')
    expect(result.stdout).toContain(`1 item(s) matched no product in the catalogue, listed in ${report}`)
    expect(readFileSync(report, 'utf8').split('\n')[1]).toBe(`${join(FEEDS, 'depot.xml')}\t44\tDEP-9999\t4006381333931\tMatworks\t\tCork Yoga Mat`)
  }, 60_000)

  test('a Merchant Center feed for a retailer that does not exist is refused with the reason', () => {
    const unknown = run(['--retailer', 'no-such-shop', join(FEEDS, 'depot.xml')])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain('--retailer no-such-shop: no such retailer')
  }, 60_000)
})
