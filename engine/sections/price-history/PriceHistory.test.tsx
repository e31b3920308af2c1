import { expect, test } from 'vitest'
import type { DayPrice } from '../../shop/dailyBestPrices.ts'
import type { OfferBook } from '../../shop/offerBook.ts'
import { addDays } from '../../format/dates.ts'
import { bookOf, offer } from '../../../tests/support/testOffers.ts'
import { fixtureContent } from '../../../tests/support/content.ts'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'
import { PriceDays } from '../../shop/PriceDays.ts'

const { site } = fixtureContent()

const END = site.dataAsOf
/** Demo prices (dated by the content's own day), one a day ending on it: `prices[0]` the oldest. */
function historyOf(prices: readonly (number | undefined)[]): OfferBook {
  const history: DayPrice[] = prices.flatMap((price, index) => (price === undefined ? [] : [{ day: addDays(END, index - (prices.length - 1)), price }]))
  const book = bookOf({ [productFixture.id]: [offer('one', prices.at(-1) ?? 100, { readAt: `${END}T06:00:00.000Z` })] }, { demo: true })
  return { ...book, history: new Map([[productFixture.id, PriceDays.of(history)]]) }
}
const render = (book: OfferBook, claims = {}) => renderSections([{ type: 'price-history' }], { product: { ...productFixture, priceClaims: claims } }, book)

test('draws the last 90 days as an SVG image with an accessible name, labelled axes and the lows in words', () => {
  const html = render(historyOf([...Array.from({ length: 275 }, () => 500), 350, ...Array.from({ length: 91 }, () => 520), 480, ...Array.from({ length: 8 }, () => 510)]))
  const svg = /<svg class="price-history__chart" viewBox="0 0 \d+ \d+" role="img" aria-labelledby="([^"]+)">(.*?)<\/svg>/s.exec(html)
  expect(svg).not.toBeNull()
  expect(svg![2]).toContain(`<title id="${svg![1]}">Chart of the Acme R1 Rower&#x27;s best price from ${formatDay(addDays(END, -89))} to ${formatDay(END)}</title>`)
  expect(svg![2]).toContain('>Best price (USD)</text>')
  expect(svg![2]).toContain('>Day (UTC)</text>')
  expect(svg![2]).toMatch(/<text[^>]*>\$\d{3}<\/text>/)
  expect(svg![2]).toMatch(/<path class="price-history__line" d="M[\d.,LHVZ ]+"/)
  expect(html).toContain(`Lowest in the last 30 days: <strong class="price-history__low">$480.00 on ${formatDay(addDays(END, -8))}</strong>`)
  expect(html).toContain(`Lowest in the last 90 days: <strong class="price-history__low">$480.00 on ${formatDay(addDays(END, -8))}</strong>`)
  expect(html).toContain(`Lowest in the last 365 days: <strong class="price-history__low">$350.00 on ${formatDay(addDays(END, -100))}</strong>`)
  expect(html).toContain('Demo prices from fictional shops')
})

test('a span with no price in stock says so in words and draws no chart', () => {
  const html = render(historyOf([500, ...Array.from({ length: 120 }, () => undefined)]))
  expect(html).not.toContain('<svg')
  expect(html).toContain(`No retailer we follow had the Acme R1 Rower in stock from ${formatDay(addDays(END, -89))} to ${formatDay(END)}.`)
  expect(html).toContain('Lowest in the last 30 days: not in stock')
  expect(html).toContain(`Lowest in the last 365 days: <strong class="price-history__low">$500.00 on ${formatDay(addDays(END, -120))}</strong>`)
})

test('a deal shows its badge and the rule in words; a "was" price is drawn as a level and named beside the chart', () => {
  const book = historyOf([...Array.from({ length: 120 }, () => 500), 400])
  const html = render(book, { deal: true, was: { price: 500, day: addDays(END, -1), savingsPercent: 20 } })
  expect(html).toContain('<span class="badge badge--deal">Deal</span>')
  expect(html).toContain('at or within 2% of the lowest best price of the last 90 days')
  expect(html).toContain('Was <s>$500.00</s>')
  expect(html).toContain('Save 20%')
  expect(html).toMatch(/<g class="price-history__was"><line [^>]*><\/line><text [^>]*>Was \$500\.00<\/text><\/g>/)
  expect(render(book)).not.toContain('badge--deal')
})

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${MONTHS[month! - 1]} ${date}, ${year}`
}
