import { expect, test } from 'vitest'
import { closestNames, orList } from './closestNames.ts'

test('the shortlist holds the nearest names first, at most three', () => {
  const known = ['glidecore-e3', 'glidecore-e5', 'glidecore-e8', 'orbitrek-e2', 'spinforge-s22']
  expect(closestNames('glidecore-e9', known)).toEqual(['glidecore-e3', 'glidecore-e5', 'glidecore-e8'])
  expect(closestNames('maxuserweight', ['maxUserWeight', 'weight', 'motor'], 1)).toEqual(['maxUserWeight'])
})

test('names join as an English list', () => {
  expect(orList(['a'])).toBe('a')
  expect(orList(['a', 'b', 'c'])).toBe('a, b or c')
})
