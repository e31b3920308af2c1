import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { demoAsOf } from '../../engine/shop/priceDate.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// Rules over whatever the fixture content holds: its demo prices, re-dated as a live data set
// judged two days after its last import, when every price is older than the allowed day.

const demoBook = fixtureContent().catalogue.prices.book
const DAY_MS = 24 * 60 * 60 * 1000
const lastImport = Date.parse(demoAsOf(demoBook.offers.values())!)
const liveTwoDaysOn: OfferBook = { ...demoBook, demo: false, asOf: new Date(lastImport + 2 * DAY_MS).toISOString(), maxAgeHours: 24 }
const content = pricedContent(fixtureContent(), liveTwoDaysOn)
const bestOffer = (id: string) => content.catalogue.prices.summary(id).offer

let site: Started
beforeAll(async () => {
  site = await startSite({ root: FIXTURE_ROOT, content })
})
afterAll(() => site.close())

const unescape = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>')
/** Anything that shows a price as current: a dated price line, a price or total element, or a range or cap of no price. */
const CURRENT_PRICE = /\b(?:Demo price|Price) as of\b|class="[^"]*(?:__price|offers__total)[\s"]|\$0\.00/i

const products = content.catalogue.all()
const inStock = products.filter((product) => bestOffer(product.id))
const categories = content.categories.all().filter((category) => content.catalogue.category(category.slug)?.data.length)
const pages = [
  ...categories.map((category) => category.path),
  ...[...content.reviews.keys()].map((slug) => `/product/${slug}`),
  '/',
  ...[...content.infoPages.keys()].filter((path) => path.startsWith('/guides/')),
  `/search?query=${encodeURIComponent(inStock[0]!.title.split(' ')[0]!)}`,
  ...categories.map((category) => `/product-compare?category=${category.slug}&ids=${content.catalogue.category(category.slug)!.data.slice(0, 2).map((p) => p.id).join(',')}`),
]

test('the fixture has products a retailer has in stock, every one of them priced before the last import day', () => {
  expect(inStock.length).toBeGreaterThan(0)
})

describe('a price older than the allowed age is never shown as current: the page says "Check price at" the retailer instead', () => {
  test.each(pages)('%s', async (path) => {
    const { status, html } = await fetchPage(site, path)
    expect(status).toBe(200)
    expect(html).not.toMatch(CURRENT_PRICE)
    const shownShops = inStock.filter((product) => html.includes(product.title.replaceAll('&', '&amp;'))).map((product) => bestOffer(product.id)!.retailer.name)
    // The home page names its top picks without prices; every other page that shows a product shows where to check its price.
    if (shownShops.length && path !== '/') expect(unescape(html)).toMatch(new RegExp(`Check price at (?:${shownShops.map((shop) => shop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`))
  })

  test("each card's check links to the retailer of the best offer, with the affiliate rel", async () => {
    const [category] = categories
    const { html } = await fetchPage(site, category!.path)
    const checks = [...html.matchAll(/<a href="([^"]*)"[^>]*rel="([^"]*)"[^>]*>Check price at ([^<]*)<\/a>/g)]
    expect(checks.length).toBeGreaterThan(0)
    const offers = new Map(inStock.map((product) => [bestOffer(product.id)!.link, bestOffer(product.id)!.retailer.name]))
    for (const [, href, rel, shop] of checks) {
      expect(offers.get(unescape(href!))).toBe(unescape(shop!))
      expect(rel).toContain('sponsored')
    }
  })

  test('the API gives no price for such a product, but the retailer and link to check it at', async () => {
    const body = (await (await fetch(`${site.url}/api/products`)).json()) as { data: { id: string; price?: unknown; priceCheckedAt?: unknown; checkPriceAt?: { retailer: string; url: string } }[] }
    for (const item of body.data) {
      expect(item.price).toBeUndefined()
      expect(item.priceCheckedAt).toBeUndefined()
      const offer = bestOffer(item.id)
      expect(item.checkPriceAt).toEqual(offer && { retailer: offer.retailer.name, url: offer.link })
    }
  })
})
