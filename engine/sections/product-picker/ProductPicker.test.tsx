import { expect, test } from 'vitest'
import type { PickerItem } from './PickerItem.ts'
import { renderSections } from '../../../tests/support/renderSection.tsx'

const item = (id: string): PickerItem => ({
  id,
  title: `Machine ${id}`,
  image: `/images/treadmills/${id}-1.svg`,
  price: { regular: 1000, discount: 800, checkedAt: '2026-11-20' },
  rating: { stars: 4.5, count: 10 },
  buyHref: `https://shop.example/${id}`,
  shop: 'Example Shop',
})
const picker = (items: PickerItem[], heading = 'Compare these') => ({ type: 'product-picker' as const, heading, categories: ['treadmills'], limit: 2, resolved: { items, max: 3, comparison: { products: [], rows: [] } } })

test('each product is a toggle button, none selected at first, with its price', () => {
  const html = renderSections([picker([item('a'), item('b')])])
  expect(html).toContain('<h2>Compare these</h2>')
  expect(html.match(/class="product-picker__card" aria-pressed="false"/g)).toHaveLength(2)
  expect(html).toContain('$800.00')
  expect(html).toContain('Select to compare (up to 3)')
  expect(html).not.toContain('Compare 1 Product')
})

test('no products says so instead of an empty grid', () => {
  const html = renderSections([picker([])])
  expect(html).toContain('No products available in this range.')
})

test('two pickers on one page give their elements distinct ids', () => {
  const html = renderSections([picker([item('a'), item('b')]), picker([item('c')], 'Or these')])
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
  expect(ids.length).toBeGreaterThanOrEqual(2)
  expect(new Set(ids).size).toBe(ids.length)
  for (const [, labelledBy] of html.matchAll(/aria-labelledby="([^"]+)"/g)) expect(ids).toContain(labelledBy)
})
