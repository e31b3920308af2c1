import { describe, expect, test } from 'vitest'
import { activeFilters } from '../../engine/shop/viewFilters.ts'
import { chosenIds } from '../../engine/comparison/compareScope.ts'
import { defaultFilters, listingQuery, parseListingQuery } from '../../engine/shop/listingQuery.ts'
import { msUntilNextOpening } from '../../engine/shop/promo.ts'

const highest = 2167
const products = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]

describe('comparison picks in the URL', () => {
  test('the picks travel with the view and come back from it', () => {
    const view = { ...defaultFilters(highest), sort: 'rating' as const }
    const query = listingQuery(view, highest, ['b', 'a'])
    expect(query).toBe('?sort=rating&compare=b,a')
    const search = Object.fromEntries(new URLSearchParams(query.slice(1)))
    expect(parseListingQuery(search, highest, 5000)).toEqual(view)
    expect(chosenIds(search.compare, products, 3)).toEqual(['b', 'a'])
  })
  test('the default view with picks is only the picks', () => {
    expect(listingQuery(defaultFilters(highest), highest, ['c'])).toBe('?compare=c')
    expect(listingQuery(defaultFilters(highest), highest, [])).toBe('')
  })
  test('unknown, repeated and surplus ids are dropped, never thrown on', () => {
    expect(chosenIds('a,zz,a,,b,c,d', products, 3)).toEqual(['a', 'b', 'c'])
    expect(chosenIds(undefined, products, 3)).toEqual([])
    expect(chosenIds('constructor,__proto__', products, 3)).toEqual([])
  })
})

describe('active filters, shown as chips while the filters are folded', () => {
  test('the default view has none', () => {
    expect(activeFilters(defaultFilters(highest), highest)).toEqual([])
  })
  test('each filter away from its default is one chip whose removal restores that default only', () => {
    const chips = activeFilters({ sort: 'price-low', minRating: 4.5, maxPrice: 800, page: 2 }, highest)
    expect(chips.map((chip) => chip.label)).toEqual(['Sort: Price: Low to High', 'Customer rating: 4.5 stars & up', 'Up to $800.00'])
    expect(chips.map((chip) => chip.reset)).toEqual([{ sort: 'featured' }, { minRating: 0 }, { maxPrice: highest }])
  })
})

describe('the promo\'s rhythm', () => {
  const timing = { intervalSeconds: 20 }
  test('a closed promo opens again at the next whole interval since the page started', () => {
    expect(msUntilNextOpening(0, timing)).toBe(20_000)
    expect(msUntilNextOpening(29_000, timing)).toBe(11_000)
    // Held open past the next opening by the pointer, it waits for the one after.
    expect(msUntilNextOpening(41_000, timing)).toBe(19_000)
  })
})
