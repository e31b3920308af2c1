import { describe, expect, test } from 'vitest'
import type { ReviewPage } from '../../schemas/types.gen.ts'
import { DerivedValues } from '../../engine/derived/DerivedValues.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import { automaticRelated, distance, RELATED_MAX } from '../../engine/pages/review/relatedProducts.ts'
import { fixtureContent } from '../support/content.ts'
import { offer, viewOf } from '../support/testOffers.ts'
import { loaded } from '../support/sections.ts'

const { catalogue, site, retailers } = fixtureContent()
const product = catalogue.byId('comfortcycle-r8')!
const review = (extra: Partial<ReviewPage> = {}): ReviewPage => ({
  product: product.id,
  author: 'Test team',
  publishedAt: '2025-01-10',
  updatedAt: '2025-06-01',
  scoreReasons: {},
  seo: { description: 'd', keywords: 'k' },
  sections: [loaded({ type: 'faq' })],
  ...extra,
})

describe('related products chosen automatically', () => {
  test('other ids, at most 6, same category first, each group closest in rating and price first', () => {
    const related = automaticRelated(product, catalogue)
    expect(related.length).toBe(RELATED_MAX)
    expect(related.some((other) => other.id === product.id)).toBe(false)
    const others = catalogue.all().filter((other) => other.id !== product.id)
    const closest = (list: typeof others) => list.toSorted((a, b) => distance(product, a, catalogue.prices) - distance(product, b, catalogue.prices))
    const expected = [...closest(others.filter((o) => o.category === product.category)), ...closest(others.filter((o) => o.category !== product.category))]
    expect(related.map((o) => o.id)).toEqual(expected.slice(0, RELATED_MAX).map((o) => o.id))
  })

  test('in a large category, the six chosen are the six closest, ties in listing order, priced or not', () => {
    // 600 products of one category on a coarse grid of stars and prices, so many are tied, and
    // every seventh without a price: the search by price order must choose what reading all would.
    const base = catalogue.all()[0]!
    const products = Array.from({ length: 600 }, (_, at) => ({ ...base, id: `p${at}`, rating: { ...base.rating, stars: 1 + ((at * 7) % 9) / 2 } }))
    const offers = Object.fromEntries(products.filter((_, at) => at % 7 !== 3).map((other, at) => [other.id, [offer('shop', 100 * 2 ** ((at * 13) % 11) / 4)]]))
    const prices = viewOf(offers)
    const shelves = { all: () => products, category: () => ({ data: products }) as unknown as ReturnType<typeof catalogue.category>, prices, derived: new DerivedValues() }
    for (const chosen of products.filter((_, at) => at % 37 === 0 || at % 7 === 3)) {
      const others = products.filter((other) => other.id !== chosen.id)
      const closest = others.toSorted((a, b) => distance(chosen, a, prices) - distance(chosen, b, prices)).slice(0, RELATED_MAX)
      expect(automaticRelated(chosen, shelves).map((other) => other.id), chosen.id).toEqual(closest.map((other) => other.id))
    }
  })

  test('closeness weighs a star like a price twice as high', () => {
    const base = catalogue.all()[0]!
    const prices: Record<string, number> = { p500: 500, p1000: 1000, p250: 250 }
    const shown = viewOf(Object.fromEntries(Object.entries(prices).map(([id, price]) => [id, [offer('shop', price)]])))
    const at = (stars: number, price: number) => ({ ...base, id: `p${price}`, rating: { ...base.rating, stars } })
    expect(distance(at(4, 500), at(4, 500), shown)).toBe(0)
    expect(distance(at(4, 500), at(3, 500), shown)).toBe(1)
    expect(distance(at(4, 500), at(4, 1000), shown)).toBe(1)
    expect(distance(at(4, 500), at(4.5, 250), shown)).toBe(1.5)
    // A product no retailer has in stock is judged on its rating alone, never by a price of 0.
    expect(distance(at(4, 500), { ...at(3, 500), id: 'unpriced' }, shown)).toBe(1)
  })

  test('a category with fewer than 6 other products is completed from the closest of other categories', () => {
    const small = catalogue.all().find((p) => catalogue.all().filter((o) => o.category === p.category).length <= RELATED_MAX)
    if (!small) return
    const related = automaticRelated(small, catalogue)
    expect(related.length).toBe(RELATED_MAX)
    expect(related.filter((o) => o.category === small.category).length).toBe(catalogue.all().filter((o) => o.category === small.category).length - 1)
  })

  test('the page data holds the automatic choice and the listed ids as plain JSON cards', () => {
    const listed = catalogue.all().filter((o) => o.id !== product.id).slice(-2).map((o) => o.id)
    const model = buildReviewModel(
      review({ sections: [loaded({ type: 'related-products' }), loaded({ type: 'related-products', products: listed, buttonLabel: 'View Product' })] }),
      product,
      site,
      catalogue,
      retailers,
    )
    const related = model.related!
    expect(related.automatic.map((item) => item.id)).toEqual(automaticRelated(product, catalogue).map((o) => o.id))
    expect(Object.keys(related.listed)).toEqual(listed)
    const card = related.listed[listed[0]!]!
    const source = catalogue.byId(listed[0]!)!
    const offer = catalogue.prices.summary(source.id).offer
    const buy = offer ? { buyHref: offer.link, shop: offer.retailer.name, shopDisclosure: offer.retailer.disclosure } : {}
    expect(card).toEqual({ id: source.id, title: source.title, image: source.image, rating: source.rating, ...buy })
    expect(JSON.parse(JSON.stringify(model))).toEqual(model)
  })

  test('only what sections will show: no related-products section, no related data; only listed ids, no automatic choice', () => {
    expect(buildReviewModel(review(), product, site, catalogue, retailers).related).toBeUndefined()
    const listedOnly = buildReviewModel(review({ sections: [loaded({ type: 'related-products', products: [catalogue.all()[0]!.id] })] }), product, site, catalogue, retailers)
    expect(listedOnly.related?.automatic).toEqual([])
  })
})

describe('page head, breadcrumb, store', () => {
  test('the title and main heading name the product and the review\'s verdict', () => {
    const model = buildReviewModel(review({ verdict: 'quiet, solid and easy to store' }), product, site, catalogue, retailers)
    expect(model.head.title).toBe(`${product.title} review: quiet, solid and easy to store`)
    expect(model.product?.headline).toBe(model.head.title)
  })

  test('without a written verdict, the site\'s score stands in for it', () => {
    const model = buildReviewModel(review(), product, site, catalogue, retailers)
    expect(model.head.title).toBe(`${product.title} review: our score ${product.ourScore.overall.toFixed(1)}/10`)
  })

  test('the shop named on buy controls is the one the buy link goes to', () => {
    const model = buildReviewModel(review(), product, site, catalogue, retailers).product
    // The retailer of the best current offer; the fixture's reviewed products all have one in stock.
    const offer = catalogue.prices.summary(product.id).offer
    expect(offer).toBeDefined()
    expect(model).toMatchObject({ buyHref: offer!.link, shop: offer!.retailer.name, shopDisclosure: offer!.retailer.disclosure })
  })

  test("the page's own category link is kept in the breadcrumb and is where Back goes without history", () => {
    const plain = buildReviewModel(review(), product, site, catalogue, retailers)
    expect(plain.breadcrumb?.[1]?.href).toBe(`/category/${product.category}`)
    expect(plain.backHref).toBe(`/category/${product.category}`)
    const odd = buildReviewModel(review({ categoryLink: '/treadmills' }), product, site, catalogue, retailers)
    expect(odd.breadcrumb?.[1]?.href).toBe('/treadmills')
    expect(odd.backHref).toBe('/treadmills')
    expect(odd.breadcrumb?.[2]).toEqual({ label: product.brand })
  })
})
