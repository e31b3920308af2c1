import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// Runs on the embedded store in `npm test`, and on PostgreSQL in `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const [product, unpriced] = productIds(content) as [string, string]
const [cheap, dear, third] = retailers as [(typeof retailers)[0], (typeof retailers)[0], (typeof retailers)[0] | undefined]
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'
const NEWEST = '2026-11-19T06:00:00.000Z'

let store: TestStore
let server: Started
let dir: string

const importLines = async (name: string, lines: string[]) => {
  const file = join(dir, name)
  writeFileSync(file, [HEADER, ...lines].join('\n'))
  return importFeeds(store.store, [file], await knownIds(store.store, productIds(content)))
}
const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers })

beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, retailers)
  dir = mkdtempSync(join(tmpdir(), 'offers-api-'))
  const days = Array.from({ length: 120 }, (_, n) => new Date(Date.parse(NEWEST) - n * 86_400_000).toISOString())
  await importLines('history.csv', [
    ...days.map((at, n) => `${cheap.id},${product},https://shop.example/p/${product}?a=1&b=2,${n === 100 ? '400.00' : '520.00'},USD,0.00,in_stock,${at}`),
    ...days.map((at) => `${dear.id},${product},https://other.example/${product},499.00,USD,49.00,in_stock,${at}`),
    ...(third ? [`${third.id},${product},https://third.example/${product},99.00,USD,0.00,out_of_stock,${NEWEST}`] : []),
  ])
  server = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, store: store.store }))
})
afterAll(async () => {
  await server.close()
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

describe('GET /api/products/:id/offers', () => {
  test('lists the offers in stock first, cheapest landed price first, each linked through its retailer', async () => {
    const response = await get(`/api/products/${product}/offers`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    const shown = body.data.map((offer: { retailer: { id: string }; landedPrice: number; availability: string }) => [offer.retailer.id, offer.landedPrice, offer.availability])
    expect(shown.slice(0, 2)).toEqual([
      [cheap.id, 520, 'in_stock'],
      [dear.id, 548, 'in_stock'],
    ])
    if (third) expect(shown[2]).toEqual([third.id, 99, 'out_of_stock'])
    const [first] = body.data
    expect(first.link).toBe(cheap.linkTemplate.replace('{url}', encodeURIComponent(`https://shop.example/p/${product}?a=1&b=2`)))
    expect(first.retailer.disclosure).toBe(cheap.disclosure)
    expect(first.readAt).toBe(NEWEST)
  })

  test('carries an ETag, and the same ETag is a 304', async () => {
    const response = await get(`/api/products/${product}/offers`)
    const tag = response.headers.get('etag')
    expect(tag).toBeTruthy()
    expect((await get(`/api/products/${product}/offers`, { 'If-None-Match': tag ?? '', 'Cache-Control': 'max-age=0' })).status).toBe(304)
  })

  test('a product of the catalogue without offers has an empty list; an unknown product is a 404', async () => {
    expect(await (await get(`/api/products/${unpriced}/offers`)).json()).toEqual({ success: true, data: [] })
    const missing = await get('/api/products/no-such-product/offers')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ success: false, error: { code: 'unknown_product' } })
  })

  test('answers the new price right after an import, not one kept from before it', async () => {
    const before = await (await get(`/api/products/${unpriced}/offers`)).json()
    expect(before.data).toEqual([])
    await importLines('new.csv', [`${dear.id},${unpriced},https://other.example/${unpriced},777.00,USD,0.00,in_stock,${NEWEST}`])
    const after = await (await get(`/api/products/${unpriced}/offers`)).json()
    expect(after.data.map((offer: { price: number }) => offer.price)).toEqual([777])
  })
})

describe('GET /api/products/:id/price-history', () => {
  test('gives 90 days by default, per retailer, oldest first, with the lowest in-stock price', async () => {
    const body = await (await get(`/api/products/${product}/price-history`)).json()
    expect(body.success).toBe(true)
    expect(body.data.days).toBe(90)
    expect(body.data.to).toBe(NEWEST)
    const cheapHistory = body.data.retailers.find((history: { retailer: { id: string } }) => history.retailer.id === cheap.id)
    expect(cheapHistory.points).toHaveLength(90)
    const times = cheapHistory.points.map((point: { readAt: string }) => point.readAt)
    expect(times).toEqual([...times].sort())
    expect(body.data.lowest).toMatchObject({ price: 499, retailer: dear.id })
  })

  test('a longer span reaches further back and finds the older low', async () => {
    const body = await (await get(`/api/products/${product}/price-history?days=120`)).json()
    expect(body.data.lowest).toMatchObject({ price: 400, retailer: cheap.id })
  })

  test.each(['ninety', '0', '9.5', '366', '-3', '', '1e2', '0x10', '%207'])('days=%s is a 400 that says what days may be', async (days) => {
    const response = await get(`/api/products/${product}/price-history?days=${days}`)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, error: { code: 'invalid_days' } })
    expect(body.error.message).toContain('from 1 to 365')
  })

  test('days given twice is a 400, and an unknown product a 404', async () => {
    expect((await get(`/api/products/${product}/price-history?days=7&days=9`)).status).toBe(400)
    const missing = await get('/api/products/no-such-product/price-history?days=7')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ success: false, error: { code: 'unknown_product' } })
  })
})
