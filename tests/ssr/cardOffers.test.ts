import { afterAll, beforeAll, expect, test } from 'vitest'
import { fixtureContent } from '../support/content.ts'
import { decodeHtml } from '../support/htmlHead.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { effectivePrice, formatPrice } from '../../engine/format/money.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const categories = content.categories.all().map((category) => [category.slug, category.path] as const)
/** Each card of a category page's raw HTML, by its product's id. */
const cardsOf = (html: string) => new Map([...html.matchAll(/<article class="product-card[^"]*" aria-labelledby="card-([^"]+)"[^>]*>(.*?)<\/article>/gs)].map((match) => [match[1]!, match[2]!]))

test.each(categories)('each card of %s says "from $X at N retailers", N the retailers with it in stock, and a Deal badge exactly when the rule gives one', async (slug, path) => {
  const { html } = await fetchPage(site, path)
  const cards = cardsOf(html)
  expect(cards.size).toBeGreaterThan(0)
  for (const [id, card] of cards) {
    const price = content.catalogue.prices.summary(id).price
    const inStock = content.catalogue.prices.offers(id).filter((offer) => offer.availability === 'in_stock').length
    const offers = /<p class="product-card__offers">(.*?)<\/p>/s.exec(card)?.[1]
    if (!price) expect(offers, id).toBeUndefined()
    else expect(decodeHtml(offers!.replace(/<[^>]+>/g, '')), id).toBe(`from ${formatPrice(effectivePrice(price))} at ${inStock} ${inStock === 1 ? 'retailer' : 'retailers'}`)
    expect(card.includes('<span class="badge badge--deal">Deal</span>'), id).toBe(Boolean(content.catalogue.prices.summary(id).claims.deal))
  }
})

test('the loaded content has a product with a deal badge, and one in stock at a single retailer', () => {
  const products = content.catalogue.all()
  expect(products.some((product) => content.catalogue.prices.summary(product.id).claims.deal)).toBe(true)
  expect(products.some((product) => content.catalogue.prices.offers(product.id).filter((offer) => offer.availability === 'in_stock').length === 1)).toBe(true)
})
