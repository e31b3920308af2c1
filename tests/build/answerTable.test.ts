import { afterEach, expect, test } from 'vitest'
import { renderCount } from '../../api/generate/renderUrl.ts'
import { categoryPath } from '../../engine/catalogue/Categories.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Answers that are already bytes live in one table, bounded by their bytes. Nothing else keeps a
// rendered view, so a view the table let go is rendered again on its next request.

const content = siteContent()
const category = content.categories.all()[0]!
/** Views of one category page that the build did not generate, each its own price cap: each is rendered on request. */
const view = (n: number) => `${categoryPath(category.slug)}?sort=price-low&maxPrice=${content.site.priceSlider.max - 1 - n}`

let site: Started | undefined
afterEach(() => site?.close())

const get = async (path: string, encoding = 'br') => {
  const response = await fetch(site!.url + path, { headers: { 'accept-encoding': encoding } })
  expect(response.status, path).toBe(200)
  return response
}

/** Renders counted while asking `path`. */
async function rendersFor(path: string): Promise<number> {
  const before = renderCount()
  await (await get(path)).arrayBuffer()
  return renderCount() - before
}

test('with room for no answer, every request of a view renders it: no other cache keeps it', async () => {
  site = await startProduction({ answerCacheBytes: 1 })
  expect(await rendersFor(view(1))).toBe(1)
  expect(await rendersFor(view(1))).toBe(1)
  expect(await rendersFor(view(2))).toBe(1)
  expect(await rendersFor(view(2))).toBe(1)
})

test('the table lets go of the view asked least recently, and keeps the one asked again', async () => {
  site = await startProduction()
  // The bytes one view takes in the table: its body in every encoding, plus a little.
  let bytes = 0
  for (const encoding of ['br', 'gzip', 'identity']) bytes += Number((await get(view(0), encoding)).headers.get('content-length'))
  await site.close()
  site = await startProduction({ answerCacheBytes: Math.round(2.6 * bytes) })
  for (const n of [1, 2]) expect(await rendersFor(view(n))).toBe(1)
  expect(await rendersFor(view(1))).toBe(0)
  expect(await rendersFor(view(3))).toBe(1)
  expect(await rendersFor(view(1)), 'asked again, so kept').toBe(0)
  expect(await rendersFor(view(2)), 'asked least recently, so let go').toBe(1)
})
