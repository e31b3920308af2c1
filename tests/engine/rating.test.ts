import { describe, expect, test } from 'vitest'
import { starFills } from '../../engine/shop/rating.ts'
import { formatCount } from '../../engine/format/money.ts'

describe('starFills: whole stars full, a half from .5, the rest empty', () => {
  test.each([
    [4.3, ['full', 'full', 'full', 'full', 'empty']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.49, ['full', 'full', 'full', 'full', 'empty']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [7, ['full', 'full', 'full', 'full', 'full']],
  ])('%s stars', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills)
  })

  test('works on a 10 scale', () => {
    expect(starFills(8.6, 10).filter((fill) => fill === 'full')).toHaveLength(8)
    expect(starFills(8.6, 10)[8]).toBe('half')
  })
})

test('review counts use thousands separators', () => {
  expect(formatCount(22179)).toBe('22,179')
})
