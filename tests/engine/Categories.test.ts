import { expect, test } from 'vitest'
import { fixtureContent } from '../support/content.ts'

const { categories } = fixtureContent()

test.each([
  ['treadmills', 'treadmills'],
  ['ellipticals', 'elliptical'],
  ['elliptical', 'elliptical'],
  ['rowing-machine', 'rowing-machines'],
  ['Rowing-Machines', 'rowing-machines'],
  ['recumbent-bike', 'recumbent-bikes'],
  ['exercise-bikes', 'exercise-bikes'],
])('%s resolves to %s (spellings from the category files)', (value, slug) => {
  expect(categories.resolve(value)?.slug).toBe(slug)
})

test('unknown categories resolve to nothing; get() knows canonical slugs only', () => {
  expect(categories.resolve('hoverboards')).toBeUndefined()
  expect(categories.resolve('')).toBeUndefined()
  expect(categories.resolve('__proto__')).toBeUndefined()
  expect(categories.get('ellipticals')).toBeUndefined()
  expect(categories.get('elliptical')?.label).toBe('Elliptical')
})

test('menu order and labels come from the files', () => {
  expect(categories.all().map((category) => [category.label, category.path])).toEqual([
    ['Rowing Machines', '/category/rowing-machines'],
    ['Treadmills', '/category/treadmills'],
    ['Recumbent Bikes', '/category/recumbent-bikes'],
    ['Elliptical', '/category/elliptical'],
    ['Exercise Bikes', '/category/exercise-bikes'],
  ])
})
