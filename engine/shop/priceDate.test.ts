import { expect, test } from 'vitest'
import { currentPrice } from './currentPrice.ts'
import { datedPrice, formatPriceDate, priceAsOf } from './priceDate.ts'

test('the check date reads as the day written, whatever the time zone', () => {
  expect(formatPriceDate('2026-01-05')).toBe('Jan 5, 2026')
  expect(formatPriceDate('2025-12-31')).toBe('Dec 31, 2025')
  expect(priceAsOf({ checkedAt: '2026-11-20' })).toBe('Price as of Nov 20, 2026')
})

test('a shown price carries the catalogue product\'s check date; text forms name it', () => {
  const price = currentPrice({ price: { regular: 999.99, discount: 799.99 }, priceCheckedAt: '2026-11-20' })
  expect(price).toEqual({ regular: 999.99, discount: 799.99, checkedAt: '2026-11-20' })
  expect(datedPrice(price)).toBe('$799.99 (price as of Nov 20, 2026)')
  expect(datedPrice({ regular: 500, checkedAt: '2026-02-01' })).toBe('$500.00 (price as of Feb 1, 2026)')
})
