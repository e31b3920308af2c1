import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import type { Suggestion } from '../../engine/catalogue/searchProducts.ts'
import { MAX_QUERY_LENGTH } from '../../engine/shop/searchQuery.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let server: Started
// The fixture content, served and listed: the words below find its categories.
const content = fixtureContent()
const { catalogue, categories } = content
const pageSize = content.site.listing.pageSize

beforeAll(async () => {
  server = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content }))
})
afterAll(() => server.close())

const get = (query: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/search/suggestions?${query}`, { headers })
const suggest = async (text: string): Promise<Suggestion[]> => {
  const response = await get(`query=${encodeURIComponent(text)}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Suggestion[] }).data
}

describe('GET /api/search/suggestions', () => {
  test('suggests by the shopper\'s words, forgiving plurals and typos', async () => {
    for (const [text, spelling] of [['rowers', 'rowing-machine'], ['eliptical', 'elliptical'], ['walking pads', 'treadmill']] as const) {
      const [first] = await suggest(text)
      expect(first?.category).toBe(categories.resolve(spelling)?.label)
    }
  })

  test('a suggestion opens the product\'s review where there is one', async () => {
    const reviewed = catalogue.all().filter((product) => product.pageLink)
    expect(reviewed.length).toBeGreaterThan(0)
    for (const product of reviewed) expect((await suggest(product.title))[0]?.href).toBe(product.pageLink)
  })

  test('else the page of its category\'s default list that shows it, at its card', async () => {
    for (const category of categories.all()) {
      const listed = catalogue.category(category.slug)?.data ?? []
      for (const [index, product] of listed.entries()) {
        if (product.pageLink) continue
        const page = Math.floor(index / pageSize) + 1
        const expected = `${category.path}${page > 1 ? `?page=${page}` : ''}#product-${product.id}`
        expect((await suggest(product.title))[0]?.href).toBe(expected)
      }
    }
  })

  test('answers with an ETag and the API cache policy, and a 304 when nothing changed', async () => {
    const first = await get('query=rower')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toBe(content.site.cache.api)
    // As a browser revalidates (fetch itself would add "Cache-Control: no-cache", which forbids a 304).
    const again = await get('query=rower', { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' })
    expect(again.status).toBe(304)
  })

  test.each([
    ['a missing query', ''],
    ['a blank one', 'query=%20%20'],
    ['one given twice', 'query=a&query=b'],
    ['one past the length limit', `query=${'x'.repeat(MAX_QUERY_LENGTH + 1)}`],
  ])('%s is a 400 that says what to send, never a 500', async (_case, query) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } }
    expect(body.success).toBe(false)
    expect(body.error.code).toBe('invalid_query')
  })

  test('at most a handful of suggestions, however broad the text', async () => {
    expect((await suggest('bike')).length).toBeLessThanOrEqual(8)
  })
})
