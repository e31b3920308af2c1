import { describe, expect, test } from 'vitest'
import { RATING_THRESHOLDS, SORT_KEYS, applyListing, filterProducts, paginate, priceBounds, priceRange, sortProducts } from '../../engine/shop/listing.ts'
import type { Listable, ListingFilters } from '../../engine/shop/listing.ts'

type P = Listable & { id: string }
const p = (id: string, stars: number, count: number, regular?: number, discount?: number): P => ({
  id,
  rating: { stars, count },
  ...(regular === undefined ? {} : { price: { regular, ...(discount === undefined ? {} : { discount }) } }),
})
const ids = (items: readonly P[]) => items.map((item) => item.id)

const products = [p('a', 4.5, 100, 500, 400), p('b', 5, 20, 900), p('c', 3.9, 5000, 300, 250), p('d', 4.5, 800, 1200, 999), p('free', 4.2, 10)]

describe('minimum customer rating compares stars out of 5', () => {
  test('4.5 stars passes 4.5 and up', () => {
    expect(ids(filterProducts(products, 4.5, [0, 5000]))).toEqual(['a', 'b', 'd'])
  })
  test('4 and up keeps every product rated 4 stars or more', () => {
    expect(ids(filterProducts(products, 4, [0, 5000]))).toEqual(['a', 'b', 'd', 'free'])
  })
  test('any rating keeps everything in range', () => {
    expect(filterProducts(products, 0, [0, 5000])).toHaveLength(5)
  })
})

describe('price range', () => {
  test('uses the discount when there is one, and keeps prices equal to the bounds', () => {
    expect(ids(filterProducts(products, 0, [250, 400]))).toEqual(['a', 'c', 'free'])
  })
  // The lower bound is the lowest price found, not a choice: a product no shop prices yet stays listed.
  test('a product with no price counts as 0: kept under any upper bound, never dropped by the lower one', () => {
    expect(ids(filterProducts(products, 0, [0, 300]))).toEqual(['c', 'free'])
    expect(ids(filterProducts(products, 0, [1, 300]))).toEqual(['c', 'free'])
  })
})

describe('sorting', () => {
  test('featured keeps the catalogue order', () => {
    expect(ids(sortProducts(products, 'featured'))).toEqual(['a', 'b', 'c', 'd', 'free'])
  })
  test('price low to high and high to low use the effective price; a product without a price comes last in both', () => {
    expect(ids(sortProducts(products, 'price-low'))).toEqual(['c', 'a', 'b', 'd', 'free'])
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
  const view = applyListing(many, { sort: 'price-high', minRating: 4.5, maxPrice: 5000, page: 2 }, 0, 10)
  expect(view.total).toBe(11)
  expect(view.pageCount).toBe(2)
  expect(ids(view.items)).toEqual(['p1'])
})

test('price bounds are the lowest and highest effective prices, in whole dollars', () => {
  expect(priceBounds([p('x', 4, 1, 199.99, 149.5), p('y', 4, 1, 1000.2)])).toEqual({ min: 149, max: 1001 })
  expect(priceBounds([])).toEqual({ min: 0, max: 0 })
})

// More cases: each rule at its edges.

type Item = { id: string; price?: { regular?: number; discount?: number }; rating: { stars: number; count: number } }

const item = (id: string, stars: number, price?: { regular?: number; discount?: number }, count = 100): Item => ({
  id,
  rating: { stars, count },
  ...(price ? { price } : {}),
})
const idsOf = (items: readonly Item[]) => items.map((product) => product.id)

describe('the sort and minimum-rating options offered', () => {
  test('sort orders: featured, price low and high, rating, popularity', () => {
    expect([...SORT_KEYS]).toEqual(['featured', 'price-low', 'price-high', 'rating', 'popularity'])
  })
  test('minimum customer rating options, in stars out of 5: any, 3.5, 4 and 4.5 and up', () => {
    expect([...RATING_THRESHOLDS]).toEqual([0, 3.5, 4, 4.5])
  })
})

describe('filtering by minimum rating and price range', () => {
  const everything: [number, number] = [0, 5000]

  test.each([
    [0, ['a', 'b', 'c', 'd', 'e']],
    [3.5, ['a', 'b', 'c', 'd', 'e']],
    [4, ['a', 'b', 'c', 'd']],
    [4.5, ['a', 'b', 'c']],
  ])('minimum rating %s keeps %j', (minRating, kept) => {
    const products = [item('a', 5), item('b', 4.95), item('c', 4.5), item('d', 4), item('e', 3.9)]
    expect(idsOf(filterProducts(products, minRating, everything))).toEqual(kept)
  })

  // The minimum is compared with the stars themselves, not with the rating rounded for display
  // (4.5, 4.0, 3.5): a rating just under a threshold is dropped.
  test.each([
    [4.5, 4.49],
    [4, 3.99],
    [3.5, 3.49],
  ])('minimum %s drops a product with %s stars (just under it)', (minRating, stars) => {
    expect(idsOf(filterProducts([item('just-under', stars)], minRating, everything))).toEqual([])
  })

  test('4.5 stars is kept by 4.5 and up', () => {
    expect(idsOf(filterProducts([item('half', 4.5)], 4.5, everything))).toEqual(['half'])
  })

  test('a product priced exactly at either bound is kept', () => {
    const products = [item('low', 4, { regular: 300 }), item('mid', 4, { regular: 500 }), item('high', 4, { regular: 900 })]
    expect(idsOf(filterProducts(products, 0, [300, 900]))).toEqual(['low', 'mid', 'high'])
  })

  test('products just outside the range are dropped', () => {
    const products = [item('under', 4, { regular: 299.99 }), item('in', 4, { regular: 500 }), item('over', 4, { regular: 900.01 })]
    expect(idsOf(filterProducts(products, 0, [300, 900]))).toEqual(['in'])
  })

  test('the price compared is the discount price when there is one', () => {
    const products = [item('on-sale', 4, { regular: 1200, discount: 800 }), item('full-price', 4, { regular: 1200 })]
    expect(idsOf(filterProducts(products, 0, [0, 1000]))).toEqual(['on-sale'])
  })

  test('a product with no price counts as 0 and is kept when the range starts at 0', () => {
    const products = [item('no-price', 4), item('empty-price', 4, {}), item('priced', 4, { regular: 400 })]
    expect(idsOf(filterProducts(products, 0, [0, 1000]))).toEqual(['no-price', 'empty-price', 'priced'])
  })

  test('a product with no price is kept when the range starts above 0 (the lowest price found)', () => {
    const products = [item('no-price', 4), item('priced', 4, { regular: 400 })]
    expect(idsOf(filterProducts(products, 0, [100, 1000]))).toEqual(['no-price', 'priced'])
  })

  test('the rating and the price must both pass', () => {
    const products = [item('cheap-low', 3, { regular: 200 }), item('cheap-high', 4.8, { regular: 200 }), item('dear-high', 4.8, { regular: 2000 })]
    expect(idsOf(filterProducts(products, 4.5, [0, 1000]))).toEqual(['cheap-high'])
  })

  test('the catalogue order is kept and the input is not changed', () => {
    const products = [item('c', 4), item('a', 5), item('b', 4.5)]
    expect(idsOf(filterProducts(products, 0, everything))).toEqual(['c', 'a', 'b'])
    expect(idsOf(products)).toEqual(['c', 'a', 'b'])
  })
})

describe('sorting', () => {
  const products = [
    item('p1', 4.2, { regular: 900 }, 300),
    item('p2', 4.8, { regular: 1200, discount: 700 }, 50),
    item('p3', 4.5, { regular: 400 }, 5000),
    item('p4', 4.8, undefined, 10),
    item('p5', 4.2, { regular: 400 }, 300),
  ]

  test.each([
    ['featured', ['p1', 'p2', 'p3', 'p4', 'p5']],
    ['price-low', ['p3', 'p5', 'p2', 'p1', 'p4']],
    ['price-high', ['p1', 'p2', 'p3', 'p5', 'p4']],
    ['rating', ['p2', 'p4', 'p3', 'p1', 'p5']],
    ['popularity', ['p3', 'p1', 'p5', 'p2', 'p4']],
  ] as const)('%s gives %j', (sort, order) => {
    expect(idsOf(sortProducts(products, sort))).toEqual(order)
  })

  test('featured keeps the catalogue order even when it is not by rating or price', () => {
    const ranked = [item('third-best-rated', 4, { regular: 100 }), item('best-rated', 5, { regular: 3000 }), item('second', 4.5, { regular: 50 })]
    expect(idsOf(sortProducts(ranked, 'featured'))).toEqual(['third-best-rated', 'best-rated', 'second'])
  })

  test('popularity sorts by review count, not by rating', () => {
    const list = [item('top-rated-few-reviews', 5, undefined, 12), item('many-reviews', 3.5, undefined, 22179), item('some', 4, undefined, 2500)]
    expect(idsOf(sortProducts(list, 'popularity'))).toEqual(['many-reviews', 'some', 'top-rated-few-reviews'])
  })

  test('price sorts use the discount price', () => {
    const list = [item('regular-500', 4, { regular: 500 }), item('discount-450', 4, { regular: 1000, discount: 450 })]
    expect(idsOf(sortProducts(list, 'price-low'))).toEqual(['discount-450', 'regular-500'])
  })

  test.each(SORT_KEYS.map((sort) => [sort]))('%s keeps catalogue order for ties', (sort) => {
    const tied = Array.from({ length: 12 }, (_, index) => item(`t${index}`, 4.5, { regular: 600 }, 1000))
    expect(idsOf(sortProducts(tied, sort))).toEqual(idsOf(tied))
  })

  test('ties inside a sorted list stay in catalogue order', () => {
    const list = [item('x', 4, { regular: 500 }), item('y', 4, { regular: 100 }), item('z', 4, { regular: 500 }), item('w', 4, { regular: 100 })]
    expect(idsOf(sortProducts(list, 'price-low'))).toEqual(['y', 'w', 'x', 'z'])
    expect(idsOf(sortProducts(list, 'price-high'))).toEqual(['x', 'z', 'y', 'w'])
  })

  test('sorting does not reorder the list it was given', () => {
    const list = [item('b', 4, { regular: 2 }), item('a', 4, { regular: 1 })]
    sortProducts(list, 'price-low')
    expect(idsOf(list)).toEqual(['b', 'a'])
  })
})

describe('pagination, 10 per page', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

  test('exactly 10 items make one page with all of them', () => {
    expect(paginate(numbers(10), 1, 10)).toEqual({ items: numbers(10), page: 1, pageCount: 1, total: 10 })
  })

  test('11 items make two pages; the second holds the 11th alone', () => {
    expect(paginate(numbers(11), 1, 10)).toEqual({ items: numbers(10), page: 1, pageCount: 2, total: 11 })
    expect(paginate(numbers(11), 2, 10)).toEqual({ items: [11], page: 2, pageCount: 2, total: 11 })
  })

  test('no items make one empty page', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })

  test.each([
    [3, 3],
    [4, 3],
    [999, 3],
    [Number.POSITIVE_INFINITY, 3],
  ])('page %s of 25 items shows page %s (the last)', (asked, shown) => {
    const result = paginate(numbers(25), asked, 10)
    expect(result.page).toBe(shown)
    expect(result.items).toEqual([21, 22, 23, 24, 25])
  })

  test('a page beyond the last of an empty list is the one empty page', () => {
    expect(paginate([], 5, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })

  test.each([[0], [-1], [-40], [Number.NaN], [Number.NEGATIVE_INFINITY]])('page %s shows page 1', (asked) => {
    const result = paginate(numbers(25), asked, 10)
    expect(result.page).toBe(1)
    expect(result.items).toEqual(numbers(10))
  })

  test('a fractional page is read as the whole page below it', () => {
    expect(paginate(numbers(25), 2.7, 10).items).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
  })
})

describe('what the list shows: filter, then sort, then page', () => {
  const catalogue = Array.from({ length: 23 }, (_, index) =>
    item(`p${index + 1}`, index % 2 === 0 ? 4.5 : 3.5, { regular: 100 * (index + 1) }, 1000 - index),
  )
  const view = (filters: Partial<ListingFilters>): ListingFilters => ({ sort: 'featured', minRating: 0, maxPrice: 5000, page: 1, ...filters })

  test('the default view shows the first 10 in catalogue order out of all', () => {
    const result = applyListing(catalogue, view({}), 0, 10)
    expect(idsOf(result.items)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'])
    expect(result.total).toBe(23)
    expect(result.pageCount).toBe(3)
  })

  test('the count and pages follow the filters', () => {
    const result = applyListing(catalogue, view({ minRating: 4.5, maxPrice: 1500 }), 0, 10)
    expect(result.total).toBe(8)
    expect(result.pageCount).toBe(1)
    expect(idsOf(result.items)).toEqual(['p1', 'p3', 'p5', 'p7', 'p9', 'p11', 'p13', 'p15'])
  })

  test('sorting applies to everything kept, before the page is cut', () => {
    const result = applyListing(catalogue, view({ sort: 'price-high' }), 0, 10)
    expect(idsOf(result.items)[0]).toBe('p23')
    expect(idsOf(applyListing(catalogue, view({ sort: 'price-high', page: 3 }), 0, 10).items)).toEqual(['p3', 'p2', 'p1'])
  })

  test('the lower price bound is respected', () => {
    const result = applyListing(catalogue, view({ maxPrice: 500 }), 300, 10)
    expect(idsOf(result.items)).toEqual(['p3', 'p4', 'p5'])
  })

  test('a page beyond what the filters leave shows the last one', () => {
    const result = applyListing(catalogue, view({ minRating: 4.5, page: 4 }), 0, 10)
    expect(result.page).toBe(2)
    expect(idsOf(result.items)).toEqual(['p21', 'p23'])
  })

  test('nothing matching gives an empty page', () => {
    const result = applyListing(catalogue, view({ minRating: 4.5, maxPrice: 99 }), 0, 10)
    expect(result).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
})

describe('the price range found on load', () => {
  test('lowest and highest effective prices, in whole dollars', () => {
    const products = [item('a', 4, { regular: 1299.99, discount: 999.5 }), item('b', 4, { regular: 349.99 }), item('c', 4, { regular: 2166.2 })]
    expect(priceBounds(products)).toEqual({ min: 349, max: 2167 })
  })

  test('a product no retailer has in stock is left out of the range, which never starts at 0 for it', () => {
    expect(priceBounds([item('a', 4, { regular: 500 }), item('b', 4), item('c', 4, { regular: 700 })])).toEqual({ min: 500, max: 700 })
    expect(priceRange([item('a', 4, { regular: 500.5 }), item('b', 4)])).toEqual({ min: 500.5, max: 500.5 })
    expect(priceBounds([item('b', 4)])).toEqual({ min: 0, max: 0 })
  })

  test('no products give 0 to 0', () => {
    expect(priceBounds([])).toEqual({ min: 0, max: 0 })
  })

  test('the bounds keep every product in the list', () => {
    const products = [item('a', 4, { regular: 1299.99, discount: 999.5 }), item('b', 4, { regular: 349.99 }), item('c', 4, { regular: 2166.2 })]
    const { min, max } = priceBounds(products)
    expect(filterProducts(products, 0, [min, max])).toHaveLength(3)
  })
})
