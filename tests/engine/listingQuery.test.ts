import { describe, expect, test } from 'vitest'
import { defaultFilters, listingQuery, parseListingQuery } from '../../engine/shop/listingQuery.ts'
import type { ListingFilters } from '../../engine/shop/listing.ts'

const highest = 2167
const sliderMax = 5000
const parse = (query: Record<string, string | undefined>) => parseListingQuery(query, highest, sliderMax)
const fromQueryString = (query: string) => Object.fromEntries(new URLSearchParams(query))

describe('default view: reset restores featured, any rating, full price range', () => {
  test('featured sort, any rating, the highest price, page 1', () => {
    expect(defaultFilters(highest)).toEqual({ sort: 'featured', minRating: 0, maxPrice: 2167, page: 1 })
  })
  test('an empty query is the default view', () => {
    expect(parse({})).toEqual(defaultFilters(highest))
  })
})

describe('reading the query', () => {
  test('a full, valid query is read as written', () => {
    expect(parse({ sort: 'popularity', rating: '4.5', maxPrice: '750', page: '4' })).toEqual({ sort: 'popularity', minRating: 4.5, maxPrice: 750, page: 4 })
  })

  test.each([['featured'], ['price-low'], ['price-high'], ['rating'], ['popularity']])('sort=%s is accepted', (sort) => {
    expect(parse({ sort }).sort).toBe(sort)
  })

  test.each([
    ['0', 0],
    ['3.5', 3.5],
    ['4', 4],
    ['4.0', 4],
    ['4.5', 4.5],
  ])('rating=%s is accepted, in stars out of 5', (rating, minRating) => {
    expect(parse({ rating }).minRating).toBe(minRating)
  })

  // Links saved when the minimum was stars x 2 keep their meaning; one with no option now is ignored.
  test.each([
    ['8', 4],
    ['9', 4.5],
    ['10', 0],
    ['5', 0],
    ['3', 0],
    ['', 0],
  ])('the old or unknown rating=%s reads as a minimum of %s stars', (rating, minRating) => {
    expect(parse({ rating }).minRating).toBe(minRating)
  })

  test.each([
    ['0', 0],
    ['1', 1],
    ['5000', 5000],
    ['4999', 4999],
  ])('maxPrice=%s is accepted (slider 0 to 5000)', (maxPrice, value) => {
    expect(parse({ maxPrice }).maxPrice).toBe(value)
  })

  test.each([
    ['sort', 'bogus'],
    ['sort', 'PRICE-LOW'],
    ['sort', ''],
    ['rating', '7'],
    ['rating', 'abc'],
    ['rating', '11'],
    ['rating', '-8'],
    ['rating', '8.5'],
    ['maxPrice', '-5'],
    ['maxPrice', '99999999'],
    ['maxPrice', '5001'],
    ['maxPrice', '12.5'],
    ['maxPrice', 'abc'],
    ['maxPrice', ''],
    ['maxPrice', '1e3'],
    ['maxPrice', ' 500'],
    ['page', '0'],
    ['page', 'x'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', ''],
    ['page', 'Infinity'],
    ['page', 'NaN'],
  ])('%s=%j falls back to the default view', (key, value) => {
    expect(parse({ [key]: value })).toEqual(defaultFilters(highest))
  })

  test('one bad value does not spoil the good ones', () => {
    expect(parse({ sort: 'rating', rating: 'abc', maxPrice: '900', page: 'x' })).toEqual({ sort: 'rating', minRating: 0, maxPrice: 900, page: 1 })
  })

  test('unknown keys are ignored', () => {
    expect(parse({ utm_source: 'newsletter', color: 'red', constructor: 'x', __proto__: 'y' })).toEqual(defaultFilters(highest))
  })

  test('an undefined value is treated as missing', () => {
    expect(parse({ sort: undefined, rating: undefined, maxPrice: undefined, page: undefined })).toEqual(defaultFilters(highest))
  })

  test('a page number past the last is kept for the list to clamp', () => {
    expect(parse({ page: '99' }).page).toBe(99)
  })

  test.each([
    ['sort', 'bogus'],
    ['rating', '7'],
    ['rating', 'abc'],
    ['maxPrice', '-5'],
    ['maxPrice', '99999999'],
    ['maxPrice', '12.5'],
    ['page', '0'],
    ['page', 'x'],
    ['maxPrice', '9'.repeat(400)],
    ['sort', '%%%'],
  ])('%s=%s never throws', (key, value) => {
    expect(() => parse({ [key]: value })).not.toThrow()
  })
})

describe('writing the query', () => {
  test('the default view has no query', () => {
    expect(listingQuery(defaultFilters(highest), highest)).toBe('')
  })

  test.each([
    [{ sort: 'price-low' }, '?sort=price-low'],
    [{ minRating: 4.5 }, '?rating=4.5'],
    [{ maxPrice: 1200 }, '?maxPrice=1200'],
    [{ page: 2 }, '?page=2'],
    [{ sort: 'rating', minRating: 4, maxPrice: 900, page: 3 }, '?sort=rating&rating=4&maxPrice=900&page=3'],
  ] as [Partial<ListingFilters>, string][])('%j gives %s (defaults left out)', (changes, query) => {
    expect(listingQuery({ ...defaultFilters(highest), ...changes }, highest)).toBe(query)
  })

  test('a price bound equal to the highest price is the default and left out', () => {
    expect(listingQuery({ ...defaultFilters(highest), maxPrice: highest, sort: 'rating' }, highest)).toBe('?sort=rating')
  })

  test.each([
    [{ sort: 'featured', minRating: 0, maxPrice: highest, page: 1 }],
    [{ sort: 'price-high', minRating: 0, maxPrice: highest, page: 1 }],
    [{ sort: 'popularity', minRating: 4.5, maxPrice: 0, page: 1 }],
    [{ sort: 'price-low', minRating: 3.5, maxPrice: 5000, page: 7 }],
    [{ sort: 'rating', minRating: 4, maxPrice: 1200, page: 3 }],
  ] as [ListingFilters][])('%j reads back to the same view', (view) => {
    expect(parse(fromQueryString(listingQuery(view, highest)))).toEqual(view)
  })
})
