import Koa from 'koa'
import { afterAll, expect, test } from 'vitest'
import { prepareBody } from '../../api/generate/PreparedBody.ts'
import { generatedPages } from '../../api/middleware/generatedPages.ts'
import type { GeneratedPage } from '../../api/generate/regeneratePages.ts'
import { capCacheControl } from '../../api/generate/priceLifetime.ts'
import { fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

const content = fixtureContent()
const HTML = content.site.cache.html
const seconds = (value: string, name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(value)?.[1])

test('no lifetime of a capped Cache-Control, fresh or stale, runs past the moment given', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z')
  for (const left of [0, 90, 3_600, 23 * 3_600]) {
    const capped = capCacheControl(HTML, now + left * 1000, now)
    const fresh = Math.max(seconds(capped, 'max-age'), seconds(capped, 's-maxage'))
    expect(fresh + seconds(capped, 'stale-while-revalidate')).toBeLessThanOrEqual(left)
    expect(fresh + seconds(capped, 'stale-if-error')).toBeLessThanOrEqual(left)
    expect(capped).toMatch(/^public, /)
  }
  // Without a price that expires, the configured value is sent as it is.
  expect(capCacheControl(HTML, undefined, now)).toBe(HTML)
})

const servers: Started[] = []
afterAll(() => Promise.all(servers.map((server) => server.close())))

test('a generated page is sent only while the prices it shows are current; after that the renderer answers', async () => {
  const page = (expiresAt: number): GeneratedPage => ({ made: prepareBody('<p>generated</p>'), keys: 'product-a page-review', expiresAt })
  const pages = new Map([
    ['/current', page(Date.now() + 3_600_000)],
    ['/expired', page(Date.now() - 1_000)],
  ])
  const app = new Koa()
  app.use(generatedPages(pages, () => content))
  app.use((ctx) => {
    ctx.body = 'rendered now'
  })
  const server = await listen(app)
  servers.push(server)
  const current = await fetch(`${server.url}/current`)
  expect(await current.text()).toBe('<p>generated</p>')
  expect(current.headers.get('surrogate-key')).toBe('product-a page-review')
  expect(seconds(current.headers.get('cache-control')!, 'stale-if-error')).toBeLessThanOrEqual(3_600)
  expect(await (await fetch(`${server.url}/expired`)).text()).toBe('rendered now')
})
