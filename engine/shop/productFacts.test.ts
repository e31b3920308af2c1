import { expect, test } from 'vitest'
import { factLabel, factValue, factValues } from './productFacts.ts'
import { reviewSpecs } from './reviewSpecs.ts'

const product = {
  specs: { resistance: '16 magnetic levels', maxUserWeight: '300 lbs' },
  rating: { stars: 4.4, count: 22179 },
  price: { regular: 899.99, discount: 749.99 },
  priceCheckedAt: '2026-11-02',
}

test('spec facts are the catalogue values; computed facts are derived from rating and price', () => {
  const values = factValues(product)
  expect(factValue(values, { spec: 'maxUserWeight' })).toBe('300 lbs')
  expect(factValue(values, { computed: 'rating' })).toBe('4.4 out of 5')
  expect(factValue(values, { computed: 'reviews' })).toBe('22,179')
  // A shown price says when it was checked.
  expect(factValue(values, { computed: 'price' })).toBe('$749.99 (price as of Nov 2, 2026)')
  expect(factValue(values, { computed: 'savings' })).toBe('17%')
})

test('a fact the product lacks is N/A, savings included when there is no discount', () => {
  const values = factValues({ ...product, price: { regular: 500 } })
  expect(factValue(values, { spec: 'motor' })).toBe('N/A')
  expect(factValue(values, { computed: 'savings' })).toBe('N/A')
})

test('labels come from the one list of spec labels and computed labels', () => {
  expect(factLabel({ spec: 'maxUserWeight' })).toBe('Max User Weight')
  expect(factLabel({ spec: 'strideLength' })).toBe('Stride Length')
  expect(factLabel({ computed: 'rating' })).toBe('Customer rating')
})

test('review defaults fill catalogue specs the product lacks and never replace one it has', () => {
  const specs = reviewSpecs(product.specs, { 'Max User Weight': '250 lbs', 'stride length': '18 in', Seat: 'Padded' })
  expect(specs).toEqual({ resistance: '16 magnetic levels', maxUserWeight: '300 lbs', strideLength: '18 in' })
})
