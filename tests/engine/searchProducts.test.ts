import { describe, expect, test } from 'vitest'
import type { Category } from '../../engine/catalogue/Categories.ts'
import { normalizeQuery, productSearch, typosAllowed } from '../../engine/catalogue/searchProducts.ts'
import { fixtureContent, siteContent } from '../support/content.ts'
import { NO_OFFERS } from '../../engine/shop/offerBook.ts'

// The site's own content is held to what the check asks of any content: every name of a category
// finds its products first. How search forgives typos and ranks is pinned on the fixture content.
const site = siteContent()
const { catalogue, categories } = fixtureContent()
const search = productSearch(catalogue)
const firstCategory = (query: string) => search.search(query)[0]?.category

/** The other number of a name: "Treadmills" and "Treadmill", "Rower" and "Rowers". */
const otherNumber = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : `${name}s`)

/** The name with letters dropped from the middle of its longest word, as a hurried typist would. */
function withTypos(name: string, typos: number): string {
  const words = name.split(/[\s-]+/)
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a))
  const middle = Math.floor(longest.length / 2)
  const typed = longest.slice(0, middle - typos + 1) + longest.slice(middle + 1)
  return words.map((word) => (word === longest ? typed : word)).join(' ')
}

/** Every name a shopper may search a category by: its label, its other spellings and everyday names. */
const namesOf = (category: Category) => [category.label, ...category.spellings.map((spelling) => spelling.replaceAll('-', ' ')), ...category.synonyms]

describe.each(site.categories.all().map((category) => [category.label, category] as const))('the site\'s %s', (_label, category) => {
  const siteSearch = productSearch(site.catalogue)
  test.each(namesOf(category))('"%s", singular or plural, finds its products first', (name) => {
    expect(siteSearch.search(name)[0]?.category).toBe(category.slug)
    expect(siteSearch.search(otherNumber(name))[0]?.category).toBe(category.slug)
  })
})

describe.each(categories.all().map((category) => [category.label, category] as const))('%s', (_label, category) => {
  // A word short enough to be matched exactly ("erg") has no typo to forgive.
  test.each(namesOf(category))('"%s" with a typo finds its products first, and with two typos in a long word', (name) => {
    const longest = Math.max(...name.split(/[\s-]+/).map((word) => word.length))
    if (typosAllowed('x'.repeat(longest - 1)) >= 1) expect(firstCategory(withTypos(name, 1))).toBe(category.slug)
    if (typosAllowed('x'.repeat(longest - 2)) >= 2) expect(firstCategory(withTypos(name, 2))).toBe(category.slug)
  })

  test('its label garbled past what product search forgives finds nothing, and offers this category as the closest', () => {
    const longest = category.label.split(' ').reduce((a, b) => (b.length > a.length ? b : a))
    const garbled = `${longest}qzx`
    expect(search.search(garbled)).toEqual([])
    expect(search.closestCategory(garbled)?.slug).toBe(category.slug)
  })
})

test.each([
  ['ellipticals', 'elliptical'],
  ['rowers', 'rowing-machine'],
  ['walking pads', 'treadmill'],
  ['tredmill', 'treadmill'],
  ['eliptical', 'elliptical'],
  ['recumbant', 'recumbent-bike'],
  ['spin bike', 'exercise-bike'],
  ['cross trainer', 'elliptical'],
  ['under-desk treadmill', 'treadmill'],
])('"%s" finds the %s category first', (query, spelling) => {
  expect(firstCategory(query)).toBe(categories.resolve(spelling)?.slug)
})

test('results are ranked by relevance: a product named by every word comes before those named by some', () => {
  for (const product of catalogue.all()) expect(search.search(product.title)[0]?.id).toBe(product.id)
})

test('a query whose words cannot all match one product still finds those matching the most', () => {
  const [product] = catalogue.all()
  expect(search.search(`${product!.title} zzqqxx`)[0]?.id).toBe(product!.id)
})

test('blank queries find nothing, and long ones are cut rather than refused', () => {
  expect(search.search('   ')).toEqual([])
  expect(normalizeQuery(`  a   b ${'x'.repeat(300)}`)).toHaveLength(100)
  expect(normalizeQuery(undefined)).toBe('')
})

test('short words are matched exactly; longer ones forgive one typo, then two', () => {
  expect([typosAllowed('erg'), typosAllowed('pads'), typosAllowed('rowers'), typosAllowed('tredmil')]).toEqual([0, 1, 1, 2])
})

test('a search at another offers snapshot finds the same products, as that snapshot shows them', () => {
  const unpriced = catalogue.at(NO_OFFERS)
  const priced = productSearch(catalogue).search('bike')
  const bare = productSearch(unpriced).search('bike')
  expect(priced.length).toBeGreaterThan(1)
  expect(bare.map((product) => product.id).toSorted()).toEqual(priced.map((product) => product.id).toSorted())
  expect(priced.every((product) => product === catalogue.byId(product.id))).toBe(true)
  expect(priced.some((product) => product.price !== undefined)).toBe(true)
  expect(bare.every((product) => product === unpriced.byId(product.id) && product.price === undefined)).toBe(true)
})
