import { expect, test } from 'vitest'
import type { ApiProduct } from '../../engine/catalogue/ApiProduct.ts'
import { normalizeQuery, searchProducts } from '../../engine/shop/searchProducts.ts'

/** Labels as the category files give them. */
const label = (slug: string) => ({ treadmills: 'Treadmills', 'exercise-bikes': 'Exercise Bikes', 'rowing-machines': 'Rowing Machines' })[slug] ?? slug

const product = (title: string, brand: string, category: ApiProduct['category']) => ({ title, brand, category }) as ApiProduct
const products = [
  product('Velocita V7 Folding Treadmill', 'Velocita', 'treadmills'),
  product('Stridewell T600 Folding Treadmill', 'Stridewell', 'treadmills'),
  product('FoldFit X-Bike Folding Exercise Bike', 'FoldFit', 'exercise-bikes'),
  product('Oarline Classic R1 Magnetic Rowing Machine', 'Oarline', 'rowing-machines'),
]

test('every word must match, in any order, case-insensitive', () => {
  expect(searchProducts(products, 'treadmill FOLDING', label).map((p) => p.brand)).toEqual(['Velocita', 'Stridewell'])
})

test('the category name counts, so "rowing" finds rowers', () => {
  expect(searchProducts(products, 'rowing', label).map((p) => p.brand)).toEqual(['Oarline'])
})

test('titles starting with the query come first', () => {
  expect(searchProducts(products, 'stridewell', label).map((p) => p.brand)).toEqual(['Stridewell'])
  expect(searchProducts(products, 'fold', label).map((p) => p.brand)).toEqual(['FoldFit', 'Velocita', 'Stridewell'])
})

test('blank queries find nothing, and long ones are cut rather than refused', () => {
  expect(searchProducts(products, '   ', label)).toEqual([])
  expect(normalizeQuery(`  a   b ${'x'.repeat(300)}`)).toHaveLength(100)
  expect(normalizeQuery(undefined)).toBe('')
})
