import { describe, expect, test } from 'vitest'
import { applyListing, filterProducts, paginate, priceBounds, ratingOnTen, sortProducts } from '../../engine/shop/listing.ts'
import type { Listable } from '../../engine/shop/listing.ts'

type P = Listable & { id: string }
const p = (id: string, stars: number, count: number, regular?: number, discount?: number): P => ({
  id,
  rating: { stars, count },
  ...(regular === undefined ? {} : { price: { regular, ...(discount === undefined ? {} : { discount }) } }),
})
const ids = (items: readonly P[]) => items.map((item) => item.id)

const products = [p('a', 4.5, 100, 500, 400), p('b', 5, 20, 900), p('c', 3.9, 5000, 300, 250), p('d', 4.5, 800, 1200, 999), p('free', 4.2, 10)]

describe('minimum rating compares stars x 2 (SPEC section 4)', () => {
  test('4.5 stars is exactly 9.0 and passes 9+', () => {
    expect(ratingOnTen(4.5)).toBe(9)
    expect(ids(filterProducts(products, 9, [0, 5000]))).toEqual(['a', 'b', 'd'])
  })
  test('10+ keeps only five-star products', () => {
    expect(ids(filterProducts(products, 10, [0, 5000]))).toEqual(['b'])
  })
  test('any rating keeps everything in range', () => {
    expect(filterProducts(products, 0, [0, 5000])).toHaveLength(5)
  })
})

describe('price range', () => {
  test('uses the discount when there is one, and keeps prices equal to the bounds', () => {
    expect(ids(filterProducts(products, 0, [250, 400]))).toEqual(['a', 'c'])
  })
  test('a product with no price counts as 0: kept from 0, dropped when the range starts higher', () => {
    expect(ids(filterProducts(products, 0, [0, 300]))).toEqual(['c', 'free'])
    expect(ids(filterProducts(products, 0, [1, 300]))).toEqual(['c'])
  })
})

describe('sorting', () => {
  test('featured keeps the catalogue order', () => {
    expect(ids(sortProducts(products, 'featured'))).toEqual(['a', 'b', 'c', 'd', 'free'])
  })
  test('price low to high and high to low use the effective price', () => {
    expect(ids(sortProducts(products, 'price-low'))).toEqual(['free', 'c', 'a', 'b', 'd'])
    expect(ids(sortProducts(products, 'price-high'))).toEqual(['d', 'b', 'a', 'c', 'free'])
  })
  test('rating is stable for ties, popularity sorts by review count', () => {
    expect(ids(sortProducts(products, 'rating'))).toEqual(['b', 'a', 'd', 'free', 'c'])
    expect(ids(sortProducts(products, 'popularity'))).toEqual(['c', 'd', 'a', 'b', 'free'])
  })
  test('sorting never changes the list it was given', () => {
    const copy = [...products]
    sortProducts(products, 'price-low')
    expect(products).toEqual(copy)
  })
})

describe('pagination', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  test('exactly 10 items is one page; 11 is two, the second holding one', () => {
    expect(paginate(items(10), 1, 10)).toMatchObject({ pageCount: 1, items: items(10) })
    expect(paginate(items(11), 2, 10)).toMatchObject({ page: 2, pageCount: 2, items: [11], total: 11 })
  })
  test('no items is one empty page', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
  test.each([
    [99, 3],
    [0, 1],
    [-2, 1],
    [Number.NaN, 1],
    [2.7, 2],
  ])('page %s of 25 items shows page %s', (asked, shown) => {
    expect(paginate(items(25), asked, 10).page).toBe(shown)
  })
})

test('the listing filters, then sorts, then cuts the page', () => {
  const many = Array.from({ length: 23 }, (_, i) => p(`p${i}`, i % 2 ? 4.5 : 4, i, 100 + i))
  const view = applyListing(many, { sort: 'price-high', minRating: 9, maxPrice: 5000, page: 2 }, 0, 10)
  expect(view.total).toBe(11)
  expect(view.pageCount).toBe(2)
  expect(ids(view.items)).toEqual(['p1'])
})

test('price bounds are the lowest and highest effective prices, in whole dollars', () => {
  expect(priceBounds([p('x', 4, 1, 199.99, 149.5), p('y', 4, 1, 1000.2)])).toEqual({ min: 149, max: 1001 })
  expect(priceBounds([])).toEqual({ min: 0, max: 0 })
})
