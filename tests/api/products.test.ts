import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let server: Started
const content = fixtureContent()

beforeAll(async () => {
  server = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content }))
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers })

describe('GET /api/products', () => {
  test('answers every product of the catalogue, each with its ids and the buy link of its best current offer', async () => {
    const response = await get('/api/products')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.data.length).toBe(content.catalogue.all().length)
    expect(body.data.length).toBeGreaterThanOrEqual(100)
    const [first] = body.data
    expect(first.uniqueId).toBe(first.id)
    expect(first.stars).toBe(first.rating.stars)
    const offer = content.catalogue.prices.summary(first.id).offer!
    expect({ url: first.url, affiliate_link: first.affiliate_link, shop: first.shop }).toEqual({ url: offer.url, affiliate_link: offer.link, shop: offer.retailer.name })
  })

  test('gives review pages back to their products as pageLink', async () => {
    const body = await (await get('/api/products')).json()
    const linked = body.data.filter((product: { pageLink?: string }) => product.pageLink)
    expect(linked.length).toBe(content.reviews.size)
    for (const product of linked) expect(content.reviews.get(product.pageLink.replace('/product/', ''))?.product).toBe(product.id)
  })
})

describe('GET /api/products/category/:category', () => {
  test.each([
    ['treadmills', 'treadmills'],
    ['ellipticals', 'elliptical'],
    ['elliptical', 'elliptical'],
    ['rowing-machine', 'rowing-machines'],
    ['rowing-machines', 'rowing-machines'],
    ['exercise-bikes', 'exercise-bikes'],
    ['recumbent-bikes', 'recumbent-bikes'],
  ])('%s answers {success, data, seo} for %s', async (path, category) => {
    const response = await get(`/api/products/category/${path}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.seo.title).toMatch(/^Best .+ Of 2025$/)
    expect(body.data.length).toBeGreaterThanOrEqual(8)
    expect(body.data.every((product: { category: string }) => product.category === category)).toBe(true)
  })

  test('an unknown category is a 404 JSON error naming the known ones', async () => {
    const response = await get('/api/products/category/hoverboards')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body = await response.json()
    expect(body).toEqual({
      success: false,
      error: { code: 'unknown_category', message: expect.stringContaining('There is no category "hoverboards"') },
    })
    expect(body.error.message).toContain('treadmills')
  })

  test('a very long or odd category value is still a short JSON 404', async () => {
    const response = await get(`/api/products/category/${'%3Cscript%3E'.repeat(50)}`)
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body.error.message.length).toBeLessThan(200)
    expect(body.error.message).not.toContain('at ')
  })
})

describe('caching and unknown paths', () => {
  test('answers carry an ETag and Cache-Control, and a matching If-None-Match gets 304', async () => {
    const first = await get('/api/products/category/treadmills')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toBe(fixtureContent().site.cache.api)
    // As a browser revalidates (fetch itself would add "Cache-Control: no-cache", which forbids a 304).
    const second = await get('/api/products/category/treadmills', { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' })
    expect(second.status).toBe(304)
  })

  test('an unknown API path is a JSON 404, not an HTML page', async () => {
    const response = await get('/api/nothing-here')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'not_found' } })
  })

  test('health reports readiness, the build version and the catalogue size, and is never cached', async () => {
    const response = await get('/api/health')
    expect(await response.json()).toEqual({ status: 'ok', ready: true, version: 'unknown', products: content.catalogue.all().length })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  test('product images are served with a day of caching', async () => {
    const image = content.catalogue.all()[0]!.image
    const response = await get(image)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  })
})
