import { afterEach, expect, test, vi } from 'vitest'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { offerBook, useOfferBook } from '../../engine/shop/offerBook.ts'
import { addDays } from '../../engine/shop/priceRules.ts'
import { priceClaims, savingsPercent } from '../../engine/shop/priceClaims.ts'
import { bookOf, offer } from '../support/testOffers.ts'

const before = offerBook()
afterEach(() => {
  useOfferBook(before)
  vi.useRealTimers()
})

const TODAY = '2026-11-20'
/** A product offered today at `now`, after `count` days at `earlier`. */
function shop(now: number, earlier: number, count = 40): OfferBook {
  const book = bookOf({ p: [offer('a', now, { readAt: `${TODAY}T06:00:00.000Z` })] })
  const history = [...Array.from({ length: count }, (_, index) => ({ day: addDays(TODAY, index - count), price: earlier })), { day: TODAY, price: now }]
  return { ...book, history: new Map([['p', history]]) }
}

test.each([
  [1099, 879, 20],
  [300, 199, 34],
  [1000, 995, 1],
  [200, 100, 50],
  [1299.99, 999.99, 23],
])('after a month at %s, a price of %s saves %s%', (earlier, now, percent) => {
  useOfferBook(shop(now, earlier))
  expect(savingsPercent({ id: 'p' })).toBe(percent)
})

test('a saving that rounds to nothing is not shown', () => {
  useOfferBook(shop(996, 1000))
  expect(savingsPercent({ id: 'p' })).toBeUndefined()
})

test.each([
  ['a flat price', shop(500, 500)],
  ['a rise', shop(550, 500)],
  ['less than 30 days of history', shop(400, 500, 20)],
  ['no history at all', bookOf({ p: [offer('a', 400)] })],
  ['nothing in stock', bookOf({ p: [offer('a', 400, { availability: 'out_of_stock' })] })],
])('%s: no saving shown', (_, book) => {
  useOfferBook(book)
  expect(savingsPercent({ id: 'p' })).toBeUndefined()
})

test('claims worked out once per snapshot follow the next snapshot of the same product', () => {
  useOfferBook(shop(879, 1099))
  expect(savingsPercent({ id: 'p' })).toBe(20)
  expect(savingsPercent({ id: 'p' }), 'asked again of the same snapshot').toBe(20)
  useOfferBook(shop(999.99, 1299.99))
  expect(savingsPercent({ id: 'p' })).toBe(23)
  useOfferBook(shop(500, 500))
  expect(savingsPercent({ id: 'p' })).toBeUndefined()
})

test('a live price that grows too old loses its claims, though the snapshot is the same', () => {
  const live = { ...shop(879, 1099), asOf: undefined, maxAgeHours: 24 }
  useOfferBook(live)
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00.000Z`) })
  expect(priceClaims({ id: 'p' }, undefined).was?.savingsPercent).toBe(20)
  vi.setSystemTime(new Date(`${addDays(TODAY, 2)}T12:00:00.000Z`))
  expect(priceClaims({ id: 'p' }, undefined)).toEqual({})
})
