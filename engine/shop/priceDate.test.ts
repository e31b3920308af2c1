import { expect, test } from 'vitest'
import { offer, viewOf } from '../../tests/support/testOffers.ts'
import { datedPrice, priceAsOf } from './priceDate.ts'

test('the check date reads as the day written, whatever the time zone', () => {
  expect(priceAsOf({ checkedAt: '2026-11-20' })).toBe('Price as of Nov 20, 2026')
})

test('a shown price carries the day its offer was read; text forms name it', () => {
  const price = viewOf({ treadmill: [offer('one', 799.99, { readAt: '2026-11-20T06:00:00.000Z' })] }).summary('treadmill').price
  expect(price).toEqual({ regular: 799.99, checkedAt: '2026-11-20' })
  expect(datedPrice(price!)).toBe('$799.99 (price as of Nov 20, 2026)')
  expect(datedPrice({ regular: 500, checkedAt: '2026-02-01' })).toBe('$500.00 (price as of Feb 1, 2026)')
})
