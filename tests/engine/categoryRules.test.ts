import { describe, expect, test } from 'vitest'
import { compareLimitMessage, toggleCompare } from '../../engine/comparison/compareScope.ts'
import { defaultFilters, listingQuery, parseListingQuery } from '../../engine/shop/listingQuery.ts'
import { msUntilPromoChange, promoOpenAt, promoOpening, promoProduct } from '../../engine/shop/promo.ts'
import { effectivePrice, formatPrice } from '../../engine/format/money.ts'

describe('price and savings', () => {
  test('effective price is the discount, else the regular price, else 0', () => {
    expect(effectivePrice({ regular: 500, discount: 400 })).toBe(400)
    expect(effectivePrice({ regular: 500 })).toBe(500)
    expect(effectivePrice(undefined)).toBe(0)
    expect(formatPrice(1149)).toBe('$1,149.00')
  })
})

describe('the view in the query string, so Back, reload and links keep it', () => {
  const parse = (query: Record<string, string>) => parseListingQuery(query, 2167, 5000)
  test('a full, valid query is read as written', () => {
    expect(parse({ sort: 'price-low', rating: '4.5', maxPrice: '900', page: '2' })).toEqual({ sort: 'price-low', minRating: 4.5, maxPrice: 900, page: 2 })
  })
  test('unknown keys are ignored', () => {
    expect(parse({ utm_source: 'mail', x: '<script>' })).toEqual(defaultFilters(2167))
  })
  test('the query leaves out defaults and reads back to the same view', () => {
    expect(listingQuery(defaultFilters(2167), 2167)).toBe('')
    const view = { sort: 'rating' as const, minRating: 4 as const, maxPrice: 1200, page: 3 }
    const query = listingQuery(view, 2167)
    expect(query).toBe('?sort=rating&rating=4&maxPrice=1200&page=3')
    expect(parse(Object.fromEntries(new URLSearchParams(query)))).toEqual(view)
  })
})

describe('compare selection', () => {
  test('selecting adds and selecting again removes', () => {
    expect(toggleCompare([], 'a', 3)).toEqual({ selected: ['a'], refused: false })
    expect(toggleCompare(['a', 'b'], 'a', 3)).toEqual({ selected: ['b'], refused: false })
  })
  test('a fourth is refused and the selection stays as it was', () => {
    expect(toggleCompare(['a', 'b', 'c'], 'd', 3)).toEqual({ selected: ['a', 'b', 'c'], refused: true })
  })
  test('at the limit, a selected product can still be removed', () => {
    expect(toggleCompare(['a', 'b', 'c'], 'b', 3)).toEqual({ selected: ['a', 'c'], refused: false })
  })
  test('the alert text', () => {
    expect(compareLimitMessage(3)).toBe('You can only compare up to 3 products.')
  })
})

describe('promo popup', () => {
  const timing = { intervalSeconds: 20, visibleSeconds: 9, productIndex: 7 }
  test('the 8th product is promoted; with fewer than 8 there is none', () => {
    expect(promoProduct(['1', '2', '3', '4', '5', '6', '7', '8'], timing)).toBe('8')
    expect(promoProduct(['1', '2', '3', '4', '5', '6', '7'], timing)).toBeUndefined()
  })
  test.each([
    [0, false],
    [19_999, false],
    [20_000, true],
    [28_999, true],
    [29_000, false],
    [39_999, false],
    [40_000, true],
  ])('at %s ms open is %s', (ms, open) => {
    expect(promoOpenAt(ms, timing)).toBe(open)
  })
})

describe('promo timers', () => {
  const timing = { intervalSeconds: 20, visibleSeconds: 9, productIndex: 7 }
  test.each([
    [0, 20_000],
    [20_000, 9_000],
    [25_000, 4_000],
    [29_000, 11_000],
    [40_000, 9_000],
  ])('from %s ms the next change is %s ms away', (ms, wait) => {
    expect(msUntilPromoChange(ms, timing)).toBe(wait)
  })
  test('each opening has its own number, so a close lasts until the next one', () => {
    expect(promoOpening(21_000, timing)).toBe(1)
    expect(promoOpening(30_000, timing)).toBeUndefined()
    expect(promoOpening(41_000, timing)).toBe(2)
  })
})
