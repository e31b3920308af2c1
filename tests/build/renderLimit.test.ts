import { afterEach, expect, test } from 'vitest'
import { renderLimit } from '../../api/middleware/renderLimit.ts'
import type { RenderLimit } from '../../api/middleware/renderLimit.ts'
import { sitemapPaths } from '../../api/routes/seoRoutes.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Renders on request are bounded: past the limit and its queue a visitor gets a quick 503 that says
// when to come back, and pages already kept or generated keep answering whatever the renderer does.

const content = siteContent()
const category = content.categories.all()[0]!.path

let site: Started | undefined
afterEach(() => site?.close())

/** A limit of one render and no queue, whose one turn is held until `release` is called. */
function heldLimit() {
  const limit = renderLimit({ concurrency: 1, queue: 0 })
  let release = () => {}
  void limit(() => new Promise<void>((resolve) => (release = resolve)))
  return { limit, release: () => release() }
}

test('a render past the limit and its queue answers 503 with Retry-After and a small page', async () => {
  const held = heldLimit()
  site = await startProduction({}, { renderLimit: held.limit })
  for (const path of ['/search?query=rower', `${category}?sort=rating`]) {
    const response = await fetch(site.url + path)
    expect(response.status, path).toBe(503)
    expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0)
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control'), path).toBe('no-store')
    expect(await response.text(), path).toMatch(/<title>[^<]+<\/title>[\s\S]*try again/i)
  }
  held.release()
  await new Promise((resolve) => setImmediate(resolve))
  expect((await fetch(`${site.url}/search?query=rower`)).status, 'served once a turn is free').toBe(200)
})

test('while every render turn is taken, generated pages, kept views and the API still answer', async () => {
  // The view is rendered (and kept) while turns are free; then every turn is taken.
  let current: RenderLimit = renderLimit({ concurrency: 1, queue: 0 })
  site = await startProduction({}, { renderLimit: (render) => current(render) })
  expect((await fetch(`${site.url}${category}?sort=rating`)).status).toBe(200)
  const held = heldLimit()
  current = held.limit
  for (const path of [...sitemapPaths(content), `${category}?sort=rating&utm_source=x`, '/api/products', '/api/products?search=x']) {
    const response = await fetch(site.url + path)
    expect(response.status, path).toBe(200)
    await response.arrayBuffer()
  }
  expect((await fetch(`${site.url}/search?query=treadmill`)).status, 'a new render is refused').toBe(503)
  held.release()
})
