import { expect, test } from 'vitest'
import { compareLimitMessage, toggleCompare } from '../../engine/comparison/compareScope.ts'

const MAX = 3

test.each([
  [[], 'a', ['a']],
  [['a'], 'b', ['a', 'b']],
  [['a', 'b'], 'c', ['a', 'b', 'c']],
])('selecting adds: %j + %s gives %j', (selected, id, next) => {
  expect(toggleCompare(selected, id, MAX)).toEqual({ selected: next, refused: false })
})

test.each([
  [['a'], 'a', []],
  [['a', 'b'], 'a', ['b']],
  [['a', 'b', 'c'], 'b', ['a', 'c']],
])('selecting again removes: %j - %s gives %j', (selected, id, next) => {
  expect(toggleCompare(selected, id, MAX)).toEqual({ selected: next, refused: false })
})

test('a fourth product is refused and the selection stays as it was', () => {
  const selected = ['a', 'b', 'c']
  const result = toggleCompare(selected, 'd', MAX)
  expect(result).toEqual({ selected: ['a', 'b', 'c'], refused: true })
  expect(selected).toEqual(['a', 'b', 'c'])
})

test('at the limit, re-selecting a selected product removes it, and then another can be added', () => {
  const removed = toggleCompare(['a', 'b', 'c'], 'c', MAX)
  expect(removed).toEqual({ selected: ['a', 'b'], refused: false })
  expect(toggleCompare(removed.selected, 'd', MAX)).toEqual({ selected: ['a', 'b', 'd'], refused: false })
})

test('toggling does not change the list it was given', () => {
  const selected = ['a', 'b']
  toggleCompare(selected, 'c', MAX)
  toggleCompare(selected, 'a', MAX)
  expect(selected).toEqual(['a', 'b'])
})

test('the general comparison page allows 5 and refuses the 6th', () => {
  expect(toggleCompare(['a', 'b', 'c', 'd'], 'e', 5)).toEqual({ selected: ['a', 'b', 'c', 'd', 'e'], refused: false })
  expect(toggleCompare(['a', 'b', 'c', 'd', 'e'], 'f', 5)).toEqual({ selected: ['a', 'b', 'c', 'd', 'e'], refused: true })
})

test('the alert text', () => {
  expect(compareLimitMessage(3)).toBe('You can only compare up to 3 products.')
})
