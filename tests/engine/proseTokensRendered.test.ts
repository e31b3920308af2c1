import { expect, test } from 'vitest'
import type { ReviewPage } from '../../schemas/types.gen.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { fixtureContent } from '../support/content.ts'
import { bookOf, offer } from '../support/testOffers.ts'

// A review's tokens show the offers and facts of the day: a price change changes the text.

const { catalogue, site, retailers } = fixtureContent()
const product = catalogue.byId('kinetiq-compact-rower')!

const review: ReviewPage = {
  product: product.id,
  author: 'Test team',
  publishedAt: '2025-01-10',
  updatedAt: '2025-06-01',
  scoreReasons: {},
  seo: { description: 'From {price} with {shipping}', keywords: 'k' },
  sections: [{ type: 'trust-row', items: [
    { icon: 'shipping', title: 'Shipping', text: "The retailer's offer: {shipping}" },
    { icon: 'returns', title: 'Returns', text: 'Rated for {fact:maxUserWeight}' },
    { icon: 'warranty', title: 'Warranty', text: '{fact:warranty.frame} frame, {fact:warranty.parts} parts' },
  ] }],
}

const texts = (book: OfferBook) => {
  const model = buildReviewModel(review, product, site, catalogue.at(book), retailers)
  const row = model.sections.find((section) => section.type === 'trust-row')
  return { head: model.head.description, items: row?.type === 'trust-row' ? row.items.map((item) => item.text) : [] }
}

test("tokens render the best offer's landed price and shipping, and the catalogue's facts", () => {
  const warranty = catalogue.facts.value(product, 'warranty')?.typed
  expect(warranty?.kind).toBe('warranty')
  const { head, items } = texts(bookOf({ [product.id]: [offer('a', 200, { shipping: 49 }), offer('b', 260)] }))
  expect(head).toBe('From $249.00 with $49.00 shipping')
  expect(items[0]).toBe("The retailer's offer: $49.00 shipping")
  expect(items[1]).toBe(`Rated for ${catalogue.facts.display(product, 'maxUserWeight')}`)
  expect(items[2]).not.toContain('{')
})

test('with no current offer the price and shipping say where to look, never a number', () => {
  expect(texts(bookOf({})).head).toBe("From see current price with see the shop's shipping terms")
})

test("{test:<criterion>} renders the record's date and what was done; a criterion without a record is left as written", () => {
  const treadmill = catalogue.byId('stridewell-t600')!
  const record = treadmill.ourScore.parts.find((part) => part.key === 'cushioning')?.record
  expect(record?.date).toBe('2026-10-14')
  const cited: ReviewPage = { ...review, product: treadmill.id, seo: { description: 'Even underfoot {test:cushioning}. {test:comfort}', keywords: 'k' }, sections: [] }
  const model = buildReviewModel(cited, treadmill, site, catalogue, retailers)
  const done = record!.test.replace(/\.$/, '')
  expect(model.head.description).toBe(`Even underfoot in our cushioning test on Oct 14, 2026 (${done[0]!.toLowerCase()}${done.slice(1)}). {test:comfort}`)
})
