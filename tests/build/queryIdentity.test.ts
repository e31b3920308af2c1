import { afterEach, expect, test } from 'vitest'
import { renderCount } from '../../api/generate/renderUrl.ts'
import { sitemapPaths } from '../../api/generate/seoFiles.ts'
import { PAGE_KINDS } from '../../engine/pages/pageParameters.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// A page is its path and the parameters its page kind declares. Ad tags and unknown names change
// nothing, and the same declared parameters in any order or spelling are one answer.

const content = siteContent()
const review = sitemapPaths(content).find((path) => path.startsWith('/product/'))!
const category = content.categories.all()[0]!.path
const TAGS = ['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'ref']

let site: Started | undefined
afterEach(() => site?.close())

async function get(path: string, encoding = 'br') {
  const response = await fetch(site!.url + path, { headers: { 'accept-encoding': encoding } })
  const body = await response.text()
  expect(response.status, path).toBe(200)
  return { etag: response.headers.get('etag'), body, length: Number(response.headers.get('content-length')) }
}

/** The answer to `path`, and how many renders it cost. */
async function answer(path: string) {
  const before = renderCount()
  const got = await get(path)
  return { ...got, renders: renderCount() - before }
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]

test('a review with a unique ad tag is the bare review: same answer, no render', async () => {
  site = await startProduction()
  const bare = await answer(review)
  for (const [n, tag] of TAGS.entries()) {
    const tagged = await answer(`${review}?${tag}=unique-${n}-${Date.now()}`)
    expect(tagged.etag, tag).toBe(bare.etag)
    expect(tagged.renders, tag).toBe(0)
  }
})

test('a filtered view: parameters in another order, defaults spelled out, invalid values and ad tags share one answer', async () => {
  site = await startProduction()
  const first = await answer(`${category}?sort=price-low&rating=8`)
  expect(first.renders).toBe(1)
  for (const same of [`?rating=8&sort=price-low`, `?utm_source=news&rating=8&page=1&sort=price-low`, `?sort=price-low&fbclid=abc&rating=8&maxPrice=not-a-number`]) {
    const again = await answer(category + same)
    expect(again.etag, same).toBe(first.etag)
    expect(again.renders, same).toBe(0)
  }
})

test('a category with only invalid or default parameters is its generated page', async () => {
  site = await startProduction()
  const bare = await answer(category)
  const odd = await answer(`${category}?sort=nonsense&page=1&rating=3&utm_medium=mail`)
  expect(odd.etag).toBe(bare.etag)
  expect(odd.renders).toBe(0)
})

test('the canonical link of every page in the sitemap, asked with ad tags, is the one of the bare page', async () => {
  site = await startProduction()
  for (const path of sitemapPaths(content)) {
    const bare = canonicalOf((await get(path)).body)
    const tagged = canonicalOf((await get(`${path}?utm_source=x&gclid=y`)).body)
    expect(tagged, path).toBe(bare)
    expect(tagged, path).not.toMatch(/utm_|gclid/)
  }
  const search = canonicalOf((await get('/search?query=bike&utm_source=x')).body)
  expect(search).toBe(`${content.site.url}/search`)
})

test('unique product API queries share one kept answer, so they push no rendered view out of the table', async () => {
  // Room for one rendered view and one product list in every encoding, and a little more.
  site = await startProduction()
  let bytes = 0
  for (const encoding of ['br', 'gzip', 'identity']) bytes += (await get(`${category}?sort=rating`, encoding)).length + (await get('/api/products', encoding)).length
  await site.close()
  site = await startProduction({ answerCacheBytes: Math.round(1.3 * bytes) + 8_192 })
  expect((await answer(`${category}?sort=rating`)).renders).toBe(1)
  const all = await get('/api/products')
  for (let n = 0; n < 6; n++) expect((await get(`/api/products?search=flood-${n}&category=x`)).etag).toBe(all.etag)
  expect((await answer(`${category}?sort=rating`)).renders, 'still kept').toBe(0)
})

test('every page kind renders with each of its declared parameters, and ignores an undeclared one', async () => {
  site = await startProduction()
  const product = content.catalogue.all()[0]!
  const sample: Record<string, string> = { sort: 'price-high', rating: '9', maxPrice: '900', page: '2', compare: product.uniqueId, query: 'bike', category: product.category, ids: product.id }
  const guide = [...content.infoPages.keys()].find((path) => path.startsWith('/guides/')) ?? '/guides'
  const info = [...content.infoPages.keys()].find((path) => !path.startsWith('/guides/')) ?? '/about'
  const paths: Record<keyof typeof PAGE_KINDS, string> = { home: '/', search: '/search', comparePrint: '/product-compare/print', compare: '/product-compare', gallery: '/_sections', guides: '/guides', guide, review, category, info }
  for (const [kind, path] of Object.entries(paths) as [keyof typeof PAGE_KINDS, string][]) {
    for (const name of PAGE_KINDS[kind].names as readonly string[]) {
      const response = await fetch(`${site.url}${path}?${name}=${encodeURIComponent(sample[name] ?? '1')}`)
      expect(response.status, `${kind} ?${name}`).toBeLessThan(500)
    }
    const plain = await fetch(site.url + path)
    const undeclared = await fetch(`${site.url}${path}?undeclared=1&utm_term=x`)
    expect(undeclared.status, kind).toBe(plain.status)
    expect(await undeclared.text(), kind).toBe(await plain.text())
  }
})
