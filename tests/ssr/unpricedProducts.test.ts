import { afterAll, beforeAll, expect, test } from 'vitest'
import { categoryViewApi } from '../../engine/catalogue/siteRoutes.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'

// A product no shop we follow has a current offer for (a new product before its first feed) is
// ranked the same way wherever a ranking is shown, and the pages say it has no price in words.

const loaded = fixtureContent()
const [slug, listing] = loaded.categories
  .all()
  .map((category) => [category.slug, loaded.catalogue.category(category.slug)!] as const)
  .find(([, list]) => list.data.length >= 3)!
// The category's second product loses its offers: the others keep theirs.
const unpriced = listing.data[1]!.id
const book = loaded.catalogue.prices.book
const content = pricedContent(loaded, { ...book, offers: new Map([...book.offers].filter(([id]) => id !== unpriced)), history: new Map([...(book.history ?? [])].filter(([id]) => id !== unpriced)) })
const ranked = content.catalogue.category(slug)!.data.map((product) => product.id)

let site: Started
beforeAll(async () => {
  site = await startSite({ root: FIXTURE_ROOT, content })
})
afterAll(() => site.close())

const cards = (html: string) => [...html.matchAll(/class="product-card__title" id="card-([^"]+)"/g)].map((match) => match[1]!)
type View = { cards: { id: string }[]; total: number }
const view = async (query: string): Promise<View> => (await (await fetch(`${site.url}${categoryViewApi(slug)}?${query}`)).json()) as View

test('the category page, its view API and the product API rank the product without a price alike', async () => {
  expect(content.catalogue.byId(unpriced)!.price, 'the product has no price').toBeUndefined()
  const page = await fetchPage(site, `/category/${slug}`)
  expect(cards(page.html)).toEqual(ranked.slice(0, cards(page.html).length))
  const api = (await (await fetch(`${site.url}/api/products/category/${slug}`)).json()) as { data: { id: string }[] }
  expect(api.data.map((product) => product.id)).toEqual(ranked)
  const featured = await view('sort=featured')
  expect(featured.cards.map((product) => product.id)).toEqual(ranked.slice(0, featured.cards.length))
})

test('sorted by price either way, the product without a price comes last', async () => {
  for (const sort of ['price-low', 'price-high']) {
    const first = await view(`sort=${sort}`)
    const pages = Math.ceil(first.total / first.cards.length)
    const last = pages > 1 ? await view(`sort=${sort}&page=${pages}`) : first
    expect(last.cards.at(-1)!.id, sort).toBe(unpriced)
  }
})

test('the comparison says in words that the product has no current price, and judges no price for it', async () => {
  const compared = [ranked[0]!, unpriced]
  const page = await fetchPage(site, `/category/${slug}?compare=${compared.join(',')}`)
  const priceRow = page.html.match(/<th scope="row">(?:Price|Best price)<\/th>([\s\S]*?)<\/tr>/)
  expect(priceRow, 'the comparison has a price row').not.toBeNull()
  expect(priceRow![1]).toContain('No current price')
  expect(priceRow![1]).not.toContain('N/A')
})
