import { afterEach, expect, test } from 'vitest'
import { renderLimit } from '../../api/middleware/renderLimit.ts'
import type { RenderLimit } from '../../api/middleware/renderLimit.ts'
import { sitemapPaths } from '../../api/generate/seoFiles.ts'
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
  site = await startProduction({}, { renderLimit: Object.assign(<T>(render: () => Promise<T>, client?: string, arrived?: number) => current(render, client, arrived), { full: (client?: string) => current.full(client), refuse: (arrived?: number) => current.refuse(arrived) }) })
  expect((await fetch(`${site.url}${category}?sort=rating`)).status).toBe(200)
  const held = heldLimit()
  current = held.limit
  // Query strings that declare nothing for their page, or that name no page at all, are no render: never refused.
  const undeclared = [`${category}?utm_source=x&query=x`, '/robots.txt?query=x', '/sitemap.xml?page=2']
  for (const path of [...sitemapPaths(content), `${category}?sort=rating&utm_source=x`, ...undeclared, '/api/products', '/api/products?search=x']) {
    const response = await fetch(site.url + path)
    expect(response.status, path).toBe(200)
    await response.arrayBuffer()
  }
  expect((await fetch(`${site.url}/search?query=treadmill`)).status, 'a new render is refused').toBe(503)
  held.release()
})

test('a burst of unique searches and product API queries gets each its own answer or a 503 with Retry-After, never an error', async () => {
  // The one turn is taken until the burst has been read (every API answer is in), so the searches
  // find the queue full whatever the speed of the machine, and the two waiting are not out of time:
  // one render has finished first, so their wait is the 60 s given, not the hold's second a limit
  // allows before it knows how long renders take (a busy machine took longer to read the burst).
  const limit = renderLimit({ concurrency: 1, queue: 2, waitMs: 60_000 })
  await limit(() => Promise.resolve())
  let release = () => {}
  void limit(() => new Promise<void>((resolve) => (release = resolve)))
  site = await startProduction({}, { renderLimit: limit })
  const stamp = Date.now()
  const paths = Array.from({ length: 40 }, (_, i) => (i % 2 ? `/api/products?search=rower-${stamp}-${i}` : `/search?query=rower-${stamp}-${i}`))
  const asking = paths.map(async (path) => {
    const response = await fetch(site!.url + path)
    return { path, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() }
  })
  await Promise.all(asking.filter((_, i) => i % 2))
  release()
  const answers = await Promise.all(asking)
  for (const { path, status, retryAfter, body } of answers) {
    if (status === 503) {
      expect(Number(retryAfter), path).toBeGreaterThan(0)
      continue
    }
    expect(status, path).toBe(200)
    const query = new URL(path, site!.url).searchParams
    if (path.startsWith('/search')) expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], path).toContain(query.get('query'))
    else expect((JSON.parse(body) as { data: unknown[] }).data.length, path).toBe(content.catalogue.all().length)
  }
  const searches = answers.filter(({ path }) => path.startsWith('/search'))
  expect(searches.some(({ status }) => status === 200), 'some searches rendered').toBe(true)
  expect(searches.some(({ status }) => status === 503), 'some searches refused').toBe(true)
})

test('the renderer counts a render\'s wait from when its request was read, not from when it reached the renderer', async () => {
  const limit = renderLimit({ concurrency: 1, queue: 0 })
  const seen: { arrived: number | undefined; at: number }[] = []
  site = await startProduction({}, { renderLimit: Object.assign(<T>(render: () => Promise<T>, client?: string, arrived?: number) => (seen.push({ arrived, at: performance.now() }), limit(render, client, arrived)), { full: (client?: string) => limit.full(client), refuse: (arrived?: number) => limit.refuse(arrived) }) })
  const sent = performance.now()
  expect((await fetch(`${site.url}/search?query=arrival-${Date.now()}`)).status).toBe(200)
  expect(seen).toHaveLength(1)
  const [{ arrived, at }] = seen as [{ arrived: number | undefined; at: number }]
  expect(arrived, 'the arrival is passed on').toBeTypeOf('number')
  expect(arrived!).toBeGreaterThanOrEqual(sent)
  expect(arrived!).toBeLessThanOrEqual(at)
})
