import { expect, test } from 'vitest'
import { closestMatches, didYouMean } from '../../engine/content/closestMatches.ts'

const SECTIONS = ['buy-bar', 'faq', 'gallery', 'pros-cons', 'prose', 'review-hero', 'specs']

test('a one-letter slip finds its word', () => {
  expect(closestMatches('faqs', SECTIONS)).toEqual(['faq'])
  expect(closestMatches('pros-con', SECTIONS)).toEqual(['pros-cons'])
})

test('a swapped pair of letters counts as close', () => {
  expect(closestMatches('tpye', ['type', 'id'])).toEqual(['type'])
})

test('case alone is a match', () => {
  expect(closestMatches('Warranty', ['warranty', 'weight'])).toEqual(['warranty'])
})

test('closest first, ties alphabetical, at most three by default', () => {
  expect(closestMatches('spec', ['specs', 'space', 'spice', 'sped', 'speck'])).toEqual(['speck', 'specs', 'sped'])
  expect(closestMatches('spec', ['specs', 'space', 'spice', 'sped', 'speck'], 5)).toEqual(['speck', 'specs', 'sped', 'space', 'spice'])
})

test('far-off words and the word itself are not suggested', () => {
  expect(closestMatches('herro', SECTIONS)).toEqual([])
  expect(closestMatches('id', ['ab'])).toEqual([])
  expect(closestMatches('faq', SECTIONS)).toEqual([])
})

test('didYouMean phrases one, two or no matches', () => {
  expect(didYouMean('badgez', ['badges', 'details'])).toBe(' (did you mean "badges"?)')
  expect(didYouMean('sped', ['speed', 'spend'])).toBe(' (did you mean "speed" or "spend"?)')
  expect(didYouMean('zzz', ['badges'])).toBe('')
})
