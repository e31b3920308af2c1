import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

describe('server-rendered pages', () => {
  test('the home page is complete in the raw HTML', async () => {
    const { status, html } = await fetchPage(site, '/')
    expect(status).toBe(200)
    expect(html).toContain('<title>Best Home Gym Equipment 2025 | Ranked Treadmills, Rowers, Ellipticals and Bikes</title>')
    expect(html).toContain('The best home cardio machines of 2025, ranked')
    expect(html).toContain('href="/category/treadmills"')
    expect(html).toMatch(/Best Home Gym Equipment<\/a>/)
  })

  test('the first review page is complete in the raw HTML', async () => {
    const { status, html } = await fetchPage(site, '/product/oarline-classic-r1')
    expect(status).toBe(200)
    expect(html).toMatch(/<title>Oarline Classic R1 Magnetic Rowing Machine review: [^<]+<\/title>/)
    expect(html).toContain('<meta name="description" content="Oarline Classic R1 review')
    expect(html).toMatch(/<h1[^>]*>Oarline Classic R1 Magnetic Rowing Machine review: [^<]+<\/h1>/)
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="sponsored nofollow noopener noreferrer"[^>]*>Buy Now from <!-- -->[^<]+<\/a>/)
    expect(html).toContain('aria-expanded="false"')
  })

  test('an unknown review is a 404 page', async () => {
    const { status, html } = await fetchPage(site, '/product/no-such-machine')
    expect(status).toBe(404)
    expect(html).toContain('Page not found')
    expect(html).toContain('There is no review at /product/no-such-machine.')
  })

  test('an unknown URL is a 404 page, not a crash', async () => {
    const { status, html } = await fetchPage(site, '/this/does/not/exist')
    expect(status).toBe(404)
    expect(html).toContain('Page not found')
    expect(html).not.toMatch(/at .+\.(ts|js):\d+/)
    expect(html).not.toContain('rel="canonical"')
  })

  test('an unknown API path answers JSON even with the pages behind it', async () => {
    const response = await fetch(`${site.url}/api/${'x'.repeat(3000)}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'not_found' } })
  })

  test('a path that climbs out of a static folder is refused without leaking anything', async () => {
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      // node:http sends the path as written (fetch would resolve the dots first).
      const { hostname, port } = new URL(site.url)
      request({ hostname, port, path: '/images/../package.json' }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
        .on('error', reject)
        .end()
    })
    expect([403, 404]).toContain(status)
  })
})

