import { afterAll, beforeAll, expect, test } from 'vitest'
import { priceAsOf } from '../../engine/shop/priceDate.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Honest with shoppers: every price a page shows says when it was checked, in the
// server HTML (not only on hover), from the day its offer was read.

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

const { catalogue } = siteContent()
const page = async (path: string) => (await fetch(site.url + path)).text()
const count = (html: string, marker: string) => html.split(marker).length - 1
const asOf = (id: string) => priceAsOf(catalogue.prices.summary(id).price!)

test('each card of a category list dates its price, and the sidebar dates its range', async () => {
  const html = await page('/category/treadmills')
  const cards = count(html, 'class="product-card__price"')
  expect(cards).toBeGreaterThan(0)
  expect(count(html, 'class="price-as-of"')).toBe(cards + 1)
  const first = catalogue.category('treadmills')!.data[0]!
  expect(html).toContain(`<span class="product-card__price">`)
  expect(html).toContain(`<small class="price-as-of">${asOf(first.id)}</small>`)
})

test('a review dates the price in its hero, its buy bar and its facts', async () => {
  const html = await page('/product/stridewell-t600')
  expect(html).toMatch(new RegExp(`class="buy-bar__price">[^<]+</span><small class="price-as-of">${asOf('stridewell-t600')}</small>`))
  expect(html).toMatch(new RegExp(`class="review-hero__amount">[^<]+</span><small class="price-as-of">${asOf('stridewell-t600')}</small>`))
  // Fact lists and comparison tables are text: the price carries its date in brackets. The maker's
  // list price is a fact of the product, not what a shop asks on a day, so it has no date. Past
  // prices (a "was" price, the price history's lows) name their own day.
  for (const match of html.matchAll(/\$[\d,]+\.\d\d(?! \((demo )?price as of)/g)) {
    const around = html.slice(match.index - 80, match.index + 40)
    expect(around, 'a price without its date').toMatch(/buy-bar__price|product-card__price|search-results__price|product-picker__price|<dt>List Price<\/dt><dd>\$|offers__(total|link)|<th scope="row">|review-hero__amount|price-claims__was|price-history__(low|was-label)|product-card__was/)
  }
})

test('search results and guide pickers date every price', async () => {
  const search = await page('/search?query=rower')
  expect(count(search, 'class="search-results__price"')).toBeGreaterThan(0)
  expect(count(search, 'class="price-as-of"')).toBe(count(search, 'class="search-results__price"'))
  const guide = await page('/guides/rowing-machine')
  expect(count(guide, 'class="product-picker__price"')).toBeGreaterThan(0)
  expect(count(guide, 'class="price-as-of"')).toBe(count(guide, 'class="product-picker__price"'))
})
