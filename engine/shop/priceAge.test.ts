import { expect, test, vi } from 'vitest'
import { offer, viewOf } from '../../tests/support/testOffers.ts'
import { apiShopFields } from '../catalogue/apiShopFields.ts'

const HOUR_MS = 60 * 60 * 1000
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString()

test('a live price is shown for its allowed age by the clock, then the retailer to check it at instead', () => {
  const prices = viewOf({ fresh: [offer('one', 500, { readAt: hoursAgo(23) })], old: [offer('two', 400, { readAt: hoursAgo(25) }), offer('one', 450, { readAt: hoursAgo(1) })] }, { asOf: 'clock', maxAgeHours: 24 })
  expect(prices.summary('fresh').price?.regular).toBe(500)
  expect(prices.summary('fresh').checkPrice).toBeUndefined()
  // The best offer's price is too old: no number, not even another retailer's dearer one in its place.
  expect(prices.summary('old').price).toBeUndefined()
  expect(prices.summary('old').checkPrice).toEqual({ shop: 'Shop two', href: 'https://two.example/p?tag=t', maxAgeHours: 24 })
})

test('a demo price is judged against the data set\'s own date, however long ago that was', () => {
  const prices = viewOf({ a: [offer('one', 300, { readAt: '2020-01-01T06:00:00.000Z' })] }, { demo: true, asOf: '2020-01-01T18:00:00.000Z' })
  expect(prices.summary('a').price).toEqual({ regular: 300, checkedAt: '2020-01-01', demo: true })
})

test("a product's summary, and the API's price fields from it, stop showing a price when it expires, without a new snapshot", () => {
  const readAt = hoursAgo(24 - 1 / 3600)
  const prices = viewOf({ soon: [offer('one', 610, { readAt })] }, { asOf: 'clock', maxAgeHours: 24 })
  expect(apiShopFields(prices.summary('soon')).price).toEqual({ regular: 610, currency: 'USD' })
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(Date.now() + 2_000)
    expect(apiShopFields(prices.summary('soon')).price).toBeUndefined()
    expect(apiShopFields(prices.summary('soon')).checkPriceAt).toEqual({ retailer: 'Shop one', url: 'https://one.example/p?tag=t' })
  } finally {
    vi.useRealTimers()
  }
})
