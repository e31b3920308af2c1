import { expect, test } from 'vitest'
import type { ApiProduct } from '../../engine/catalogue/ApiProduct.ts'
import { suggestProducts } from '../../engine/shop/suggestions.ts'

const product = (title: string, category: ApiProduct['category']) => ({ title, category, uniqueId: title }) as ApiProduct
const products = [product('Stridewell T600', 'treadmills'), product('SpinForge S22', 'exercise-bikes'), product('Stride Pad', 'treadmills')]

test('matches the start of the title, case-insensitive, linking to the category page', () => {
  expect(suggestProducts(products, 'stri')).toEqual([
    { id: 'Stridewell T600', title: 'Stridewell T600', href: '/category/treadmills' },
    { id: 'Stride Pad', title: 'Stride Pad', href: '/category/treadmills' },
  ])
})

test('text inside the title does not match, and blank text suggests nothing', () => {
  expect(suggestProducts(products, 'forge')).toEqual([])
  expect(suggestProducts(products, '   ')).toEqual([])
})

test('surrounding spaces are ignored', () => {
  expect(suggestProducts(products, '  spin ').map((s) => s.title)).toEqual(['SpinForge S22'])
})
