import { describe, expect, test } from 'vitest'
import { promoOpenAt, promoProduct, promoSmallPrint } from '../../engine/shop/promo.ts'
import { buildCategoryModel } from '../../engine/pages/category/buildCategoryModel.ts'
import { fixtureContent } from '../support/content.ts'

const timing = { intervalSeconds: 20, visibleSeconds: 9, productIndex: 7 }
const products = (count: number) => Array.from({ length: count }, (_, index) => `product ${index + 1}`)

describe('the promoted product', () => {
  test('with 8 products it is the 8th (index 7)', () => {
    expect(promoProduct(products(8), timing)).toBe('product 8')
  })

  test('with more than 8 it is still the 8th', () => {
    expect(promoProduct(products(23), timing)).toBe('product 8')
  })

  test.each([[0], [1], [4], [7]])('with %s products there is none', (count) => {
    expect(promoProduct(products(count), timing)).toBeUndefined()
  })
})

describe('when the popup is open: every 20 s, for 9 s', () => {
  test.each([
    [0, false],
    [1_000, false],
    [9_000, false],
    [19_999, false],
    [20_000, true],
    [24_500, true],
    [28_999, true],
    [29_000, false],
    [35_000, false],
    [39_999, false],
    [40_000, true],
    [48_999, true],
    [49_000, false],
    [60_000, true],
    [200_000, true],
    [209_000, false],
  ])('at %s ms open is %s', (ms, open) => {
    expect(promoOpenAt(ms, timing)).toBe(open)
  })
})

describe("the promo's small print", () => {
  test("names the retailer's choice badge only for a product the catalogue records as carrying it", () => {
    expect(promoSmallPrint({ retailerChoice: true }, 'Amazon')).toBe("Secure transaction · Amazon's Choice")
    expect(promoSmallPrint({}, 'Amazon')).toBe('Secure transaction')
  })

  test('every category list passes the badge through to its cards exactly where the catalogue has it', () => {
    const content = fixtureContent()
    for (const category of content.categories.all()) {
      const products = content.catalogue.category(category.slug)?.data ?? []
      const marked = products.filter((product) => product.retailerChoice).map((product) => product.uniqueId)
      const { pageCount } = buildCategoryModel(content, category, {}).view
      const cards = Array.from({ length: pageCount }, (_, index) => buildCategoryModel(content, category, { page: String(index + 1) }).view.cards).flat()
      expect(cards.filter((card) => card.retailerChoice).map((card) => card.id), category.slug).toEqual(marked)
    }
  })
})
