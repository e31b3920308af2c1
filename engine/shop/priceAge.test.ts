import { expect, test, vi } from 'vitest'
import { bookOf, offer } from '../../tests/support/testOffers.ts'
import { withShopFields } from '../catalogue/apiShopFields.ts'
import { currentPrice, priceCheck } from './currentPrice.ts'
import { useOfferBook } from './offerBook.ts'

const HOUR_MS = 60 * 60 * 1000
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString()

test('a live price is shown for its allowed age by the clock, then the retailer to check it at instead', () => {
  const book = bookOf({ fresh: [offer('one', 500, { readAt: hoursAgo(23) })], old: [offer('two', 400, { readAt: hoursAgo(25) }), offer('one', 450, { readAt: hoursAgo(1) })] }, { asOf: 'clock', maxAgeHours: 24 })
  expect(currentPrice({ id: 'fresh' }, book)?.regular).toBe(500)
  expect(priceCheck({ id: 'fresh' }, book)).toEqual({})
  // The best offer's price is too old: no number, not even another retailer's dearer one in its place.
  expect(currentPrice({ id: 'old' }, book)).toBeUndefined()
  expect(priceCheck({ id: 'old' }, book)).toEqual({ checkPrice: { shop: 'Shop two', href: 'https://two.example/p?tag=t', maxAgeHours: 24 } })
})

test('a demo price is judged against the data set\'s own date, however long ago that was', () => {
  const book = bookOf({ a: [offer('one', 300, { readAt: '2020-01-01T06:00:00.000Z' })] }, { demo: true, asOf: '2020-01-01T18:00:00.000Z' })
  expect(currentPrice({ id: 'a' }, book)).toEqual({ regular: 300, checkedAt: '2020-01-01', demo: true })
})

test("the API's price fields of a product stop showing a price when it expires, without a new snapshot", () => {
  const readAt = hoursAgo(24 - 1 / 3600)
  useOfferBook(bookOf({ soon: [offer('one', 610, { readAt })] }, { asOf: 'clock', maxAgeHours: 24 }))
  const product = withShopFields({ id: 'soon' }, undefined)
  expect(product.price).toEqual({ regular: 610, currency: 'USD' })
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(Date.now() + 2_000)
    expect(product.price).toBeUndefined()
    expect(product.checkPriceAt).toEqual({ retailer: 'Shop one', url: 'https://one.example/p?tag=t' })
  } finally {
    vi.useRealTimers()
  }
})
