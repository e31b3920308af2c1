import { spawn } from 'node:child_process'
import { afterEach, describe, expect, test } from 'vitest'
import { demoFeed } from '../../api/store/demo/demoFeed.ts'
import { demoOfferBook } from '../../api/store/demo/demoOfferBook.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { openPreparedStore } from '../../api/store/openContentStore.server.ts'
import type { Store } from '../../api/store/database/openStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { demoInput } from '../../api/store/demo/storeContent.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const input = demoInput(content)
const feed = demoFeed(input.products, retailers, input.asOf)

describe('the demo feed', () => {
  test('is the same feed every time', () => {
    expect(demoFeed(input.products, retailers, input.asOf)).toEqual(feed)
  })

  test('prices every product daily at two or three retailers, for a year ending on the site\'s dataAsOf', () => {
    for (const { id } of input.products) {
      const rows = feed.filter((row) => row.product === id)
      const shops = new Set(rows.map((row) => row.retailer))
      expect(shops.size).toBeGreaterThanOrEqual(2)
      expect(shops.size).toBeLessThanOrEqual(3)
      for (const shop of shops) {
        const days = rows.filter((row) => row.retailer === shop).map((row) => row.readAt.slice(0, 10))
        expect(new Set(days).size).toBe(365)
        expect(days.sort().at(-1)).toBe(content.site.dataAsOf)
      }
    }
  })

  test('has sales, price rises and stock-outs', () => {
    const series = new Map<string, number[]>()
    for (const row of feed) series.set(`${row.product} ${row.retailer}`, [...(series.get(`${row.product} ${row.retailer}`) ?? []), row.priceCents])
    const moves = [...series.values()].flatMap((prices) => prices.slice(1).map((price, day) => price / (prices[day] ?? price)))
    expect(moves.some((ratio) => ratio < 0.9)).toBe(true)
    expect(moves.some((ratio) => ratio > 1.03)).toBe(true)
    expect(feed.some((row) => row.availability === 'out_of_stock')).toBe(true)
    // Most days are ordinary days at an ordinary price.
    expect(feed.filter((row) => row.availability === 'in_stock').length / feed.length).toBeGreaterThan(0.9)
  })

  test('names only fictional retailers, on addresses no shop can own', () => {
    for (const retailer of retailers) {
      expect(retailer.name).toContain('fictional')
      expect(new URL(retailer.linkTemplate.replace('{url}', '')).hostname).toMatch(/\.example$/)
    }
  })
})

describe('a new store', () => {
  let opened: (TestStore | Store)[] = []
  afterEach(async () => {
    for (const store of opened.reverse()) await ('remove' in store ? store.remove() : store.close())
    opened = []
  })

  test('gets the demo prices on its first start, and only then', async () => {
    const place = await openTestStore()
    opened.push(place)
    const env = { ...process.env, ...place.env }
    const first = await openPreparedStore(projectRoot(), FIXTURE_ROOT, content, { demo: true, env })
    opened.push(first.store)
    expect(first.prepared.demoRowsImported).toBe(feed.length)
    const offers = await first.store.db.selectFrom('offers').select(['product_id', 'read_at']).execute()
    expect(new Set(offers.map((offer) => offer.product_id))).toEqual(new Set(input.products.map((product) => product.id)))
    expect(offers.every((offer) => offer.read_at.startsWith(content.site.dataAsOf))).toBe(true)
    // The store says its prices are the demo's, and pages read the same offers the in-memory demo snapshot has.
    const book = await readOfferBook(first.store)
    expect(book.demo).toBe(true)
    expect(book.offers).toEqual(demoOfferBook(content, retailers).offers)
    const again = await openPreparedStore(projectRoot(), FIXTURE_ROOT, content, { demo: true, env })
    opened.push(again.store)
    expect(again.prepared.demoRowsImported).toBe(0)
  })

  test('takes each product\'s typical price from the maker\'s list price', () => {
    for (const product of content.catalogue.all()) {
      const listed = content.catalogue.facts.value(product, 'listPrice')?.typed
      const typical = input.products.find(({ id }) => id === product.id)?.typicalPrice
      if (listed?.kind === 'money') expect(typical).toBe(listed.quantity.amount)
      else expect(typical).toBeGreaterThan(0)
    }
  })

  test('several processes starting on one new store at once import the demo prices once', async () => {
    // As many as a cluster starts on a small machine: enough that two of them meet in a migration.
    const STARTS = 5
    const place = await openTestStore()
    opened.push(place)
    // Each opens the store as a server's start does (compiled into one module, as the command lines run).
    const command = ['engine/load/runCompiled.mjs', 'tests/support/prepareStoreCli.ts', FIXTURE_ROOT]
    const starts = Array.from({ length: STARTS }, () => {
      const child = spawn(process.execPath, command, { cwd: projectRoot(), env: { ...process.env, ...place.env }, stdio: ['ignore', 'pipe', 'inherit'] })
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      return new Promise<{ code: number | null; imported: number }>((resolve) => child.on('close', (code) => resolve({ code, imported: Number(out.trim()) })))
    })
    const results = await Promise.all(starts)
    expect(results.map((result) => result.code)).toEqual(Array(STARTS).fill(0))
    expect(results.map((result) => result.imported).sort((a, b) => a - b)).toEqual([...Array(STARTS - 1).fill(0), feed.length])
    const count = await place.store.db.selectFrom('price_observations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(feed.length)
  }, 180_000)
})
