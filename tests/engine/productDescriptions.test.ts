import { expect, test } from 'vitest'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import { siteContent } from '../support/content.ts'

// A product's description has one source, the catalogue, and every product has one, so a review
// never says something else.
const content = siteContent()
const { catalogue, site } = content

test('every catalogue product has a description', () => {
  const missing = catalogue.all().filter((product) => !product.description?.trim()).map((product) => product.id)
  expect(missing).toEqual([])
})

test("a review shows its product's catalogue description", () => {
  for (const review of content.reviews.values()) {
    const product = catalogue.byId(review.product)!
    expect(buildReviewModel(review, product, site, catalogue, content.retailers).product?.description).toBe(product.description)
  }
})
