import { expect, test } from 'vitest'
import type { ProductPickerSection } from '../../schemas/types.gen.ts'
import { buildCategoryModel } from '../../engine/pages/category/buildCategoryModel.ts'
import { buildCompareModel } from '../../engine/pages/compare/buildCompareModel.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import { resolveProductPicker } from '../../engine/sections/product-picker/resolveProductPicker.server.ts'
import { siteContent } from '../support/content.ts'

// One rule for every comparison: the products of the categories the page lists, at most the
// limit the page states. Written over whatever content is loaded.
const content = siteContent()
const { catalogue, site } = content
const categoryOf = (id: string) => catalogue.byId(id)?.category
const others = (slug: string) => catalogue.all().filter((product) => product.category !== slug)

test('a category page offers its own products only, and a URL naming others or too many keeps the first that fit', () => {
  for (const category of content.categories.all()) {
    const own = catalogue.category(category.slug)?.data ?? []
    const asked = [...others(category.slug).slice(0, 2), ...own].map((product) => product.id).join(',')
    const model = buildCategoryModel(content, category, { compare: asked })
    expect(model.view.comparison.products.length).toBeGreaterThan(0)
    expect(model.view.comparison.products.every((product) => categoryOf(product.id) === category.slug)).toBe(true)
    expect(model.view.compared).toEqual(own.slice(0, site.compare.categoryMax).map((product) => product.id))
    expect(model.view.comparedCards.map((card) => card.id)).toEqual(model.view.compared)
    expect(model.settings.compareMax).toBe(site.compare.categoryMax)
  }
})

test('the comparison page and its print view offer the category in the URL only, up to their limit', () => {
  for (const category of content.categories.all()) {
    const own = catalogue.category(category.slug)?.data ?? []
    const asked = [...others(category.slug).slice(0, 2), ...own].map((product) => product.id).join(',')
    const model = buildCompareModel(catalogue, { category: category.slug, ids: asked }, site.compare, site.name)
    expect(model.comparison.products.every((product) => categoryOf(product.id) === category.slug)).toBe(true)
    expect(model.selected).toEqual(own.slice(0, site.compare.generalMax).map((product) => product.id))
    expect(model.max).toBe(site.compare.generalMax)
  }
})

test("a guide's compare window offers products of the categories its picker lists, up to the page's limit", () => {
  const pickers = [...content.infoPages.values()].flatMap((page) => page.sections.filter((section): section is ProductPickerSection => section.type === 'product-picker'))
  expect(pickers.length).toBeGreaterThan(0)
  for (const section of pickers) {
    const data = resolveProductPicker(section, { catalogue, site })
    expect(data.max).toBe(site.compare.categoryMax)
    for (const product of data.comparison.products) expect(section.categories).toContain(categoryOf(product.id))
    expect(data.comparison.products.map((product) => product.id)).toEqual(data.items.map((item) => item.id))
  }
})

test("a review's comparison compares products of the reviewed product's category", () => {
  for (const review of content.reviews.values()) {
    const product = catalogue.byId(review.product)!
    for (const section of buildReviewModel(review, product, site, catalogue, content.retailers).sections) {
      if (section.type !== 'comparison') continue
      for (const column of section.resolved.comparison.products) expect(categoryOf(column.id), `${review.product}: ${column.id}`).toBe(product.category)
    }
  }
})
