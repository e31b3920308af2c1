import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { productCardId } from '../../engine/catalogue/productHref.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { effectivePrice, formatPrice } from '../../engine/format/money.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const reviews = [...content.reviews].map(([slug, review]) => ({ slug, product: content.catalogue.byId(review.product)! }))

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')
const unescape = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>')
const hostOf = (href: string) => new URL(unescape(href)).host
/** The shop a shopper is sent to for a product: the retailer of its best current offer (the fixture's products all have one). */
function expectedShop(productId: string): { host: string; name: string; disclosure?: string } {
  const offer = content.catalogue.prices.summary(productId).offer
  expect(offer, productId).toBeDefined()
  return { host: hostOf(offer!.link), name: offer!.retailer.name, disclosure: offer!.retailer.disclosure }
}

describe("a review's buy bar sends the shopper to the retailer whose price it shows", () => {
  test.each(reviews.map((r) => [r.slug, r.product.id] as const))('/product/%s', async (slug, productId) => {
    const { status, html } = await fetchPage(site, `/product/${slug}`)
    expect(status).toBe(200)
    const bar = /<aside class="buy-bar"[^>]*>(.*?)<\/aside>/s.exec(html)?.[1]
    if (bar === undefined) return
    const shop = expectedShop(productId)
    const price = content.catalogue.prices.summary(productId).price
    if (price) expect(bar).toContain(`<span class="buy-bar__price">${formatPrice(effectivePrice(price))}</span>`)
    const link = /<a href="([^"]*)"[^>]*aria-label="([^"]*)"/.exec(bar)
    expect(link, bar).not.toBeNull()
    expect(hostOf(link![1]!)).toBe(shop.host)
    expect(unescape(link![2]!)).toBe(`Buy Now from ${shop.name}`)
    if (shop.disclosure) expect(bar).toContain(escapeHtml(shop.disclosure))
  })

  test('the loaded content has reviews whose product a store retailer has in stock', () => {
    expect(reviews.some((r) => content.catalogue.prices.summary(r.product.id).offer)).toBe(true)
  })
})

describe("a category card's buy link opens the retailer whose price the card shows", () => {
  const categories = content.categories.all().filter((category) => content.catalogue.category(category.slug)?.data.length)
  test.each(categories.map((category) => [category.path, category.slug] as const))('%s', async (path, slug) => {
    const { status, html } = await fetchPage(site, path)
    expect(status).toBe(200)
    // The first page of the category shows some of its cards; each one shown follows the rule.
    let shown = 0
    for (const product of content.catalogue.category(slug)!.data) {
      const card = new RegExp(`<article[^>]* id="${productCardId(product.id)}"[^>]*>(.*?)</article>`, 's').exec(html)?.[1]
      if (card === undefined) continue
      shown++
      const link = /<a href="([^"]*)"[^>]*class="button button--buy product-card__buy"[^>]*>Check Price on ([^<]*)<\/a>/.exec(card)
      expect(link, card).not.toBeNull()
      const shop = expectedShop(product.id)
      expect(hostOf(link![1]!)).toBe(shop.host)
      expect(unescape(link![2]!)).toBe(shop.name)
      if (shop.disclosure) expect(card).toContain(escapeHtml(shop.disclosure))
    }
    expect(shown).toBeGreaterThanOrEqual(1)
  })
})
