import { afterAll, beforeAll, expect, test } from 'vitest'
import { AFFILIATE_REL } from '../../engine/shop/affiliate.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { formatPrice } from '../../engine/format/money.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const withTable = [...content.reviews].filter(([, review]) => review.sections.some((section) => section.type === 'offers')).map(([slug, review]) => [slug, review.product] as const)
const unescape = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

test.each(withTable)("/product/%s lists the store's offers in the raw HTML, cheapest total in stock first", async (slug, productId) => {
  const { status, html } = await fetchPage(site, `/product/${slug}`)
  expect(status).toBe(200)
  const table = /<section class="section offers"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? ''
  const rows = [...table.matchAll(/<tr( class="offers__row--unavailable")?><th scope="row">([^<]*)<\/th>(.*?)<\/tr>/g)]
  const offers = content.catalogue.prices.offers(productId)
  expect(rows.map((row) => unescape(row[2]!))).toEqual(offers.map((offer) => offer.retailer.name))
  const inStock = offers.filter((offer) => offer.availability === 'in_stock').map((offer) => offer.landedPrice)
  expect(inStock).toEqual([...inStock].sort((a, b) => a - b))
  offers.forEach((offer, index) => {
    const cells = rows[index]![3]!
    expect(cells).toContain(`<td class="offers__total">${formatPrice(offer.landedPrice)}</td>`)
    expect(cells).toContain(`<time dateTime="${offer.readAt}"`)
    expect(Boolean(rows[index]![1])).toBe(offer.availability !== 'in_stock')
    const link = /<a href="([^"]*)" target="_blank" rel="([^"]*)"/.exec(cells)
    expect(unescape(link![1]!)).toBe(offer.link)
    expect(link![2]).toBe(AFFILIATE_REL)
    expect(unescape(table)).toContain(offer.retailer.disclosure)
  })
  if (content.catalogue.prices.book.demo && offers.length) expect(table).toContain('Demo prices from fictional shops')
})

test('the loaded content has reviews with an offers table, each product offered by a retailer', () => {
  expect(withTable.length).toBeGreaterThanOrEqual(1)
  expect(withTable.some(([, productId]) => content.catalogue.prices.offers(productId).length > 1)).toBe(true)
})
