import { afterEach, expect, test, vi } from 'vitest'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { addDays } from '../../engine/format/dates.ts'
import { PriceView } from '../../engine/shop/PriceView.ts'
import { bookOf, offer } from '../support/testOffers.ts'
import { PriceDays } from '../../engine/shop/PriceDays.ts'

afterEach(() => vi.useRealTimers())

/** The saving a product's summary shows in this snapshot. */
const savingsIn = (book: OfferBook) => new PriceView(book, undefined).summary('p').claims.was?.savingsPercent || undefined

const TODAY = '2026-11-20'
/** A product offered today at `now`, after `count` days at `earlier`. */
function shop(now: number, earlier: number, count = 40): OfferBook {
  const book = bookOf({ p: [offer('a', now, { readAt: `${TODAY}T06:00:00.000Z` })] })
  const history = [...Array.from({ length: count }, (_, index) => ({ day: addDays(TODAY, index - count), price: earlier })), { day: TODAY, price: now }]
  return { ...book, history: new Map([['p', PriceDays.of(history)]]) }
}

test.each([
  [1099, 879, 20],
  [300, 199, 34],
  [1000, 995, 1],
  [200, 100, 50],
  [1299.99, 999.99, 23],
])('after a month at %s, a price of %s saves %s%', (earlier, now, percent) => {
  expect(savingsIn(shop(now, earlier))).toBe(percent)
})

test('a saving that rounds to nothing is not shown', () => {
  expect(savingsIn(shop(996, 1000))).toBeUndefined()
})

test.each([
  ['a flat price', shop(500, 500)],
  ['a rise', shop(550, 500)],
  ['less than 30 days of history', shop(400, 500, 20)],
  ['no history at all', bookOf({ p: [offer('a', 400)] })],
  ['nothing in stock', bookOf({ p: [offer('a', 400, { availability: 'out_of_stock' })] })],
])('%s: no saving shown', (_, book) => {
  expect(savingsIn(book)).toBeUndefined()
})

test('claims worked out once per snapshot follow the next snapshot of the same product', () => {
  const first = new PriceView(shop(879, 1099), undefined)
  expect(first.summary('p').claims.was?.savingsPercent).toBe(20)
  expect(first.summary('p').claims.was?.savingsPercent, 'asked again of the same snapshot').toBe(20)
  expect(savingsIn(shop(999.99, 1299.99))).toBe(23)
  expect(savingsIn(shop(500, 500))).toBeUndefined()
})

test('a live price that grows too old loses its claims, though the snapshot is the same', () => {
  const live = { ...shop(879, 1099), asOf: undefined, maxAgeHours: 24 }
  const prices = new PriceView(live, undefined)
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00.000Z`) })
  expect(prices.summary('p').claims.was?.savingsPercent).toBe(20)
  vi.setSystemTime(new Date(`${addDays(TODAY, 2)}T12:00:00.000Z`))
  expect(prices.summary('p').claims).toEqual({})
})
