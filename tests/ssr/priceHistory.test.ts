import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays } from '../../engine/format/dates.ts'
import { lowestBetween } from '../../engine/shop/priceRules.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { formatPrice } from '../../engine/format/money.ts'
import { formatDay } from '../../engine/format/dates.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const withChart = [...content.reviews].filter(([, review]) => review.sections.some((section) => section.type === 'price-history')).map(([slug, review]) => [slug, review.product] as const)
const chartOf = (html: string) => /<section class="section price-history"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? ''

test.each(withChart)('/product/%s draws its 90-day price history in the raw HTML, with the 30, 90 and 365-day lows in words', async (slug, productId) => {
  const { status, html } = await fetchPage(site, `/product/${slug}`)
  expect(status).toBe(200)
  const chart = chartOf(html)
  expect(chart).toMatch(/<svg class="price-history__chart" viewBox="[^"]+" role="img" aria-labelledby="[^"]+"><title id="[^"]+">Chart of the /)
  // The demo's prices are judged against the content's own day, so its chart ends there.
  const end = content.site.dataAsOf
  for (const days of [30, 90, 365]) {
    const low = lowestBetween(content.catalogue.prices.priceDays(productId), addDays(end, -(days - 1)), end)
    expect(chart).toContain(low ? `Lowest in the last ${days} days: <strong class="price-history__low">${formatPrice(low.price)} on ${formatDay(low.day)}</strong>` : `Lowest in the last ${days} days: not in stock`)
  }
})

/** Reviews whose product's price earns both a "was" price and the deal badge by the rules. */
const onDeal = withChart.filter(([, productId]) => {
  const claims = content.catalogue.prices.summary(productId).claims
  return claims.deal && claims.was
})

test('the loaded content has a review whose product is a deal with a "was" price, offered by several retailers', () => {
  expect(onDeal.length).toBeGreaterThanOrEqual(1)
  expect(onDeal.some(([, productId]) => content.catalogue.prices.offers(productId).length > 1)).toBe(true)
})

test.each(onDeal)('/product/%s shows its deal badge and its 30-day "was" price by the hero, in the buy bar and on the chart', async (slug, productId) => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  const was = content.catalogue.prices.summary(productId).claims.was!
  const hero = /<section class="section review-hero"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? ''
  const buyBar = /<aside class="buy-bar"[^>]*>(.*?)<\/aside>/s.exec(html)?.[1] ?? ''
  for (const place of [hero, buyBar, chartOf(html)]) {
    expect(place).toContain('<span class="badge badge--deal">Deal</span>')
    expect(place).toContain(`Was <s>${formatPrice(was.price)}</s>`)
    expect(place).toContain(`Save ${was.savingsPercent}%`)
  }
  expect(chartOf(html)).toContain(`>Was ${formatPrice(was.price)}</text>`)
  expect(chartOf(html)).toContain(`at or within ${content.site.deals!.withinOfLowPercent}% of the lowest best price of the last ${content.site.deals!.days} days`)
})

test('no review shows a deal badge or a "was" price its product does not earn by the rules', async () => {
  for (const [slug, productId] of withChart) {
    const { html } = await fetchPage(site, `/product/${slug}`)
    const claims = content.catalogue.prices.summary(productId).claims
    expect(html.includes('badge--deal'), slug).toBe(Boolean(claims.deal))
    expect(html.includes('Was <s>'), slug).toBe(Boolean(claims.was))
  }
})
