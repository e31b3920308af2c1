import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { ReviewPage } from '../../schemas/types.gen.ts'
import { buildCategoryModel } from '../../engine/pages/category/buildCategoryModel.ts'
import { buildHomeModel } from '../../engine/pages/home/buildHomeModel.ts'
import { buildInfoModel } from '../../engine/pages/info/buildInfoModel.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { LastUpdated } from '../../renderer/ModelPage.tsx'
import { fixtureContent } from '../support/content.ts'
import { bookOf, offer } from '../support/testOffers.ts'

// A review names the shop its buy buttons lead to and that shop's terms from retailers.yaml, as the
// offers stand today; every page says what the site scores, lists and counts from the data.

const content = fixtureContent()
const { catalogue, site, retailers } = content
const product = catalogue.byId('kinetiq-compact-rower')!

const review = (sections: ReviewPage['sections']): ReviewPage => ({
  product: product.id,
  author: 'Test team',
  publishedAt: '2025-01-10',
  updatedAt: '2025-06-01',
  scoreReasons: {},
  seo: { description: 'Sold by {seller}', keywords: 'k' },
  sections,
})
const terms: ReviewPage['sections'] = [{ type: 'trust-row', items: [{ icon: 'returns', title: 'Returns', text: "The retailer's offer: {returns}." }] }]

const page = (book: OfferBook, sections = terms) => {
  const model = buildReviewModel(review(sections), product, site, catalogue.at(book), retailers)
  const row = model.sections.find((section) => section.type === 'trust-row')
  return { model, seller: model.head.description, returns: row?.type === 'trust-row' ? row.items[0]!.text : undefined }
}

test("{seller} and {returns} render the best offer's shop and its terms from retailers.yaml", () => {
  const cheapest = page(bookOf({ [product.id]: [offer('demo-cardio-outlet', 400), offer('example-fitness-depot', 450)] }))
  expect(cheapest.seller).toBe('Sold by Shop demo-cardio-outlet')
  expect(cheapest.returns).toBe("The retailer's offer: 30-day returns at Shop demo-cardio-outlet, return shipping paid by you.")
  expect(cheapest.model.product.shop).toBe('Shop demo-cardio-outlet')
  // The price moves, the shop moves, and the terms with it.
  const moved = page(bookOf({ [product.id]: [offer('demo-cardio-outlet', 500), offer('example-fitness-depot', 450)] }))
  expect(moved.seller).toBe('Sold by Shop example-fitness-depot')
  expect(moved.returns).toBe("The retailer's offer: a 30-day home trial and 30-day returns at Shop example-fitness-depot, with free return shipping.")
})

test("a shop without typed terms, or no shop at all, sends the shopper to the shop's own terms", () => {
  const untyped = page(bookOf({ [product.id]: [offer('another-shop', 400)] }))
  expect(untyped.returns).toBe("The retailer's offer: returns as Shop another-shop sets them: check its terms before you order.")
  const none = page(bookOf({}))
  expect(none.seller).toBe('Sold by the shop you choose')
  expect(none.returns).toBe("The retailer's offer: see the shop's returns terms.")
})

test("site.yaml's checkout note renders the offer's shipping and the shop's terms under the first buy button", () => {
  const { model } = page(bookOf({ [product.id]: [offer('sample-sports-warehouse', 400, { shipping: 49 })] }))
  expect(model.product.checkoutNote).toBe("The shop's offer: $49.00 shipping · 14-day returns at Shop sample-sports-warehouse, return shipping paid by you")
})

// Categories in menu order: what they all score first, then each group's own.
const CRITERIA = 'user feedback, price value and features in every category, with durability for rowing machines, recumbent bikes, ellipticals and exercise bikes, and motor power, cushioning and incline range for treadmills'

test('the site tokens render on the home page and information pages, from the methods, the catalogue and site.yaml', () => {
  const home = JSON.stringify(buildHomeModel(content.home, catalogue, site).sections)
  expect(home).toContain(`We score each machine against its category's published method: ${CRITERIA}.`)
  expect(home).toContain('Over 1,000,000 shoppers use our lists every week.')
  const information = JSON.stringify(buildInfoModel(content.infoPages.get('/information')!, catalogue, site).sections)
  expect(information).toContain('warranties range from 90 days to lifetime, so compare them part by part')
  const trust = buildInfoModel(content.infoPages.get('/trust')!, catalogue, site)
  expect(JSON.stringify(trust.sections)).toContain('the customer rating read at Demo Store (fictional ratings), stars out of 5')
  expect(JSON.stringify(trust)).not.toMatch(/\{(?:criteria|warranties|ratingsSource|weeklyShoppers)\}/)
})

test("a category's sidebar and a review render the site's tokens too", () => {
  const category = content.categories.get('rowing-machines')!
  const written = content.categoryPages.get(category.slug)!
  const categoryPages = new Map([...content.categoryPages, [category.slug, { ...written, sidebar: { whyTrust: 'Scored on {criteria}.' } }]])
  expect(buildCategoryModel({ ...content, categoryPages }, category, {}).sidebar.whyTrust).toBe(`Scored on ${CRITERIA}.`)
  const { model } = page(bookOf({}), [{ type: 'trust-row', items: [{ icon: 'warranty', title: 'Warranty', text: 'Warranties here run {warranties}.' }] }])
  const row = model.sections.find((section) => section.type === 'trust-row')
  expect(row?.type === 'trust-row' && row.items[0]!.text).toBe('Warranties here run from 90 days to lifetime.')
})

test('every review page says when it was last updated: in its hero\'s byline, or above its sections', () => {
  const withHero = buildReviewModel(content.reviews.get('kinetiq-compact-rower')!, product, site, catalogue, retailers)
  expect(withHero.sections.some((section) => section.type === 'review-hero')).toBe(true)
  expect(withHero.lastUpdated).toBeUndefined()
  const withoutHero = page(bookOf({})).model
  expect(withoutHero.lastUpdated).toBe('2025-06-01')
  expect(renderToStaticMarkup(<LastUpdated day={withoutHero.lastUpdated!} />)).toBe('<p class="page-updated">Last updated: <time dateTime="2025-06-01">June 1, 2025</time></p>')
})
