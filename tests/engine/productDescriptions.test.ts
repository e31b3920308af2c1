import { expect, test } from 'vitest'
import type { ProductPickerSection } from '../../schemas/types.gen.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import { resolveProductPicker } from '../../engine/sections/product-picker/resolveProductPicker.server.ts'
import { siteContent } from '../support/content.ts'

// A product's description has one source, the catalogue, and every product has one, so a
// comparison never shows an empty column and a review never says something else.
const content = siteContent()
const { catalogue, site } = content
const pickers = [...content.infoPages].flatMap(([path, page]) =>
  page.sections.filter((section): section is ProductPickerSection => section.type === 'product-picker').map((section) => ({ path, section })),
)

test('every catalogue product has a description', () => {
  const missing = catalogue.all().filter((product) => !product.description?.trim()).map((product) => product.id)
  expect(missing).toEqual([])
})

test("every product a guide's picker offers to compare carries its catalogue description", () => {
  expect(pickers.length).toBeGreaterThanOrEqual(1)
  for (const { path, section } of pickers) {
    for (const item of resolveProductPicker(section, { catalogue, site }).items) {
      expect(item.description, `${path}: ${item.id}`).not.toBe('')
      expect(item.description).toBe(catalogue.byId(item.id)?.description)
    }
  }
})

test("a review shows its product's catalogue description", () => {
  for (const review of content.reviews.values()) {
    const product = catalogue.byId(review.product)!
    expect(buildReviewModel(review, product, site, catalogue).product?.description).toBe(product.description)
  }
})
