import { expect, test } from 'vitest'
import { offer, viewOf } from '../../tests/support/testOffers.ts'
import { FactBook } from '../facts/FactBook.ts'
import { factLabel, factLabels, factValue, factValues } from './productFacts.ts'
import { DerivedValues } from '../derived/DerivedValues.ts'

const book = new FactBook(
  [{ key: 'maxUserWeight', label: 'Max User Weight', kind: 'quantity', unit: 'lb', better: 'higher', filter: 'range' }],
  new Map([['rowing-machines', { facts: [{ key: 'maxUserWeight' }, { key: 'resistanceLevels', label: 'Resistance Levels', kind: 'count' as const }, { key: 'strideLength', label: 'Stride Length', kind: 'quantity' as const, unit: 'in' }] }]]),
  'imperial',
  new DerivedValues(),
)

const product = {
  id: 'a-rower',
  category: 'rowing-machines',
  facts: { resistanceLevels: 16, maxUserWeight: '300 lb' },
  rating: { stars: 4.4, count: 22179, source: 'Test Store', readOn: '2026-11-18' },
}
const prices = viewOf({ 'a-rower': [offer('one', 749.99, { readAt: '2026-11-02T06:00:00.000Z' }), offer('two', 799.99)] }, { asOf: '2026-11-02T12:00:00.000Z' })

test('category facts are shown through the vocabulary; computed facts are derived from rating and price', () => {
  const values = factValues(product, book, prices)
  expect(factValue(values, { spec: 'maxUserWeight' })).toBe('300 lb (136 kg)')
  expect(factValue(values, { spec: 'resistanceLevels' })).toBe('16')
  expect(factValue(values, { computed: 'rating' })).toBe('4.4 out of 5 from 22,179 customer ratings at Test Store, Nov 18, 2026')
  expect(factValue(values, { computed: 'reviews' })).toBe('22,179')
  // A shown price is the best offer's, and says when it was read.
  expect(factValue(values, { computed: 'price' })).toBe('$749.99 (price as of Nov 2, 2026)')
})

test('a fact the product lacks is N/A, savings included; with no retailer stocking it, the price says so in words', () => {
  const values = factValues(product, book, viewOf({ 'a-rower': [offer('one', 749.99, { availability: 'out_of_stock' })] }))
  expect(factValue(values, { computed: 'price' })).toBe('No current price')
  expect(factValue(values, { spec: 'strideLength' })).toBe('N/A')
  expect(factValue(values, { computed: 'savings' })).toBe('N/A')
})

test("labels come from the category's vocabulary and the computed labels", () => {
  const labels = factLabels('rowing-machines', book)
  expect(factLabel({ spec: 'maxUserWeight' }, labels)).toBe('Max User Weight')
  expect(factLabel({ spec: 'strideLength' }, labels)).toBe('Stride Length')
  expect(factLabel({ computed: 'rating' }, labels)).toBe('Customer rating')
})
