import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_QUERY_LENGTH } from '../../engine/catalogue/searchProducts.ts'
import { startProduction } from '../support/startProduction.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

test('a 7,000-word search query is reflected only up to the query cap', async () => {
  const words = Array.from({ length: 7000 }, (_, i) => `w${i}`)
  // About 14 KB of query: under Node's 16 KB header limit, so it reaches the page.
  const response = await fetch(`${site.url}/search?query=${words.slice(0, 2000).join('+')}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const kept = words.join(' ').slice(0, MAX_QUERY_LENGTH).trim().split(' ')
  expect(html).toContain(kept.join(' '))
  expect(html).not.toContain(`w${kept.length + 1} `)
  expect(html).not.toContain(`w${kept.length + 1}+`)
  // The page without results is a few KB; the query's echoes add at most a few hundred bytes each.
  const empty = await (await fetch(`${site.url}/search?query=w0`)).text()
  expect(html.length - empty.length).toBeLessThan(10 * MAX_QUERY_LENGTH * 2)
})
