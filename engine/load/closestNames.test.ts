import { expect, test } from 'vitest'
import { closestNames, editDistance, orList } from './closestNames.ts'

test('edit distance counts insertions, deletions and substitutions', () => {
  expect(editDistance('motor', 'motor')).toBe(0)
  expect(editDistance('motr', 'motor')).toBe(1)
  expect(editDistance('kitten', 'sitting')).toBe(3)
  expect(editDistance('', 'abc')).toBe(3)
})

test('the shortlist holds the nearest names first, at most three', () => {
  const known = ['glidecore-e3', 'glidecore-e5', 'glidecore-e8', 'orbitrek-e2', 'spinforge-s22']
  expect(closestNames('glidecore-e9', known)).toEqual(['glidecore-e3', 'glidecore-e5', 'glidecore-e8'])
  expect(closestNames('maxuserweight', ['maxUserWeight', 'weight', 'motor'], 1)).toEqual(['maxUserWeight'])
})

test('names join as an English list', () => {
  expect(orList(['a'])).toBe('a')
  expect(orList(['a', 'b', 'c'])).toBe('a, b or c')
})
