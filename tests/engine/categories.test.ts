import { expect, test } from 'vitest'
import { categoryLabel, resolveCategory } from '../../engine/catalogue/categories.ts'

test.each([
  ['treadmills', 'treadmills'],
  ['ellipticals', 'elliptical'],
  ['elliptical', 'elliptical'],
  ['rowing-machine', 'rowing-machines'],
  ['Rowing-Machines', 'rowing-machines'],
  ['recumbent-bike', 'recumbent-bikes'],
  ['exercise-bikes', 'exercise-bikes'],
])('%s resolves to %s', (value, slug) => {
  expect(resolveCategory(value)).toBe(slug)
})

test('unknown categories resolve to nothing', () => {
  expect(resolveCategory('hoverboards')).toBeUndefined()
  expect(resolveCategory('')).toBeUndefined()
  expect(resolveCategory('__proto__')).toBeUndefined()
})

test('labels are the slug with dashes turned into spaces and capitalised', () => {
  expect(categoryLabel('recumbent-bikes')).toBe('Recumbent Bikes')
  expect(categoryLabel('ellipticals')).toBe('Ellipticals')
})
