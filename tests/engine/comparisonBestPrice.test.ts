import { expect, test } from 'vitest'
import { BEST_PRICE_LABEL, buildComparison } from '../../engine/comparison/buildComparison.ts'
import type { ComparedProduct } from '../../engine/comparison/buildComparison.ts'

const priced = (id: string, price?: string): ComparedProduct => ({ id, title: id.toUpperCase(), facts: { 'spec:weight': '50 lb', ...(price ? { 'computed:price': price } : {}) }, ourScore: 8 })
const labels = (products: ComparedProduct[], rows: Parameters<typeof buildComparison>[1]) => buildComparison(products, rows).rows.map((row) => row.label)

test('a comparison whose rows name no price shows the best price first after the score, "No current price" where none is in stock', () => {
  const comparison = buildComparison([priced('a', '$499.99 (price as of Nov 20, 2026)'), priced('b')], [{ spec: 'weight', label: 'Weight' }])
  expect(comparison.rows.map((row) => row.label)).toEqual(['Our score', BEST_PRICE_LABEL, 'Weight'])
  expect(comparison.rows[1]!.cells.map((cell) => cell.text)).toEqual(['$499.99 (price as of Nov 20, 2026)', 'No current price'])
  expect(comparison.rows[1]!.better).toBe('lower')
})

test('rows that name the price keep theirs, where they put it; with no price at all no row is added', () => {
  expect(labels([priced('a', '$1.00 (price as of Nov 20, 2026)')], [{ spec: 'weight', label: 'Weight' }, { computed: 'price', label: 'Price' }])).toEqual(['Our score', 'Weight', 'Price'])
  expect(labels([priced('a'), priced('b')], [{ spec: 'weight', label: 'Weight' }])).toEqual(['Our score', 'Weight'])
})
