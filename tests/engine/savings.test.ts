import { expect, test } from 'vitest'
import { savingsPercent } from '../../engine/shop/savings.ts'

test.each([
  [1099, 879, 20],
  [300, 199, 34],
  [1000, 995, 1],
  [1000, 994, 1],
  [1000, 996, 0],
  [200, 100, 50],
  [400, 300, 25],
  [1299.99, 999.99, 23],
  [1000, 0, 100],
])('regular %s, discount %s: "Save %s%"', (regular, discount, percent) => {
  expect(savingsPercent({ regular, discount })).toBe(percent)
})

test('half a percent rounds up', () => {
  expect(savingsPercent({ regular: 200, discount: 199 })).toBe(1)
  expect(savingsPercent({ regular: 1000, discount: 875 })).toBe(13)
})

test.each([
  ['no discount', { regular: 500 }],
  ['no regular price', { discount: 400 }],
  ['no prices', {}],
  ['discount equal to regular', { regular: 500, discount: 500 }],
  ['discount above regular', { regular: 500, discount: 650 }],
  ['regular price 0', { regular: 0, discount: 0 }],
])('%s: no savings shown', (_, price) => {
  expect(savingsPercent(price)).toBeUndefined()
})

test('no price at all: no savings shown', () => {
  expect(savingsPercent(undefined)).toBeUndefined()
})
