import { describe, expect, test } from 'vitest'
import { buildLayoutModel } from '../../engine/pages/LayoutModel.ts'
import { buildReviewModel } from '../../engine/pages/review/buildReviewModel.ts'
import { serializeJsonLd } from '../../engine/seo/jsonLd.ts'
import { structuredData } from '../../engine/seo/structuredData.ts'
import { fixtureContent } from '../support/content.ts'
import { checkNode } from '../support/schemaOrg.ts'

const content = fixtureContent()
const layout = buildLayoutModel(content.site, content.categories, content.retailers)
const [slug, review] = [...content.reviews][0]!
const product = content.catalogue.byId(review.product)!
const HOSTILE = 'Rower </script><script>alert(1)</script> <!-- & \u2028'

describe('JSON-LD cannot end its script element', () => {
  const model = buildReviewModel(review, { ...product, title: HOSTILE }, content.site, content.catalogue, content.retailers)
  const nodes = structuredData(model, { layout, pathname: `/product/${slug}` })
  const scripts = nodes.map((node) => `<script type="application/ld+json">${serializeJsonLd(node)}</script>`)

  test('a product title holding </script> and <!-- stays inside the block, escaped', () => {
    const product = scripts.find((script) => script.includes('"Product"'))!
    expect(product.match(/<\/script/gi)).toHaveLength(1)
    expect(product).not.toContain('<!--')
    expect(product).not.toContain('<script>alert')
    expect(product).toContain('\\u003c/script\\u003e')
  })

  test('parsed back, the JSON holds the title exactly as written', () => {
    const json = serializeJsonLd(nodes[0]!)
    expect((JSON.parse(json) as { name: string }).name).toBe(HOSTILE)
  })
})

describe('the schema.org checker used over the sitemap', () => {
  const origin = content.site.url
  test('accepts the review\'s nodes as built', () => {
    const model = buildReviewModel(review, product, content.site, content.catalogue, content.retailers)
    for (const node of structuredData(model, { layout, pathname: `/product/${slug}` })) expect(checkNode(node, origin)).toEqual([])
  })

  test('rejects a missing property, an aggregateRating, a rating off its scale and a URL off the origin', () => {
    expect(checkNode({ '@type': 'Product', name: 'x', brand: { '@type': 'Brand', name: 'b' }, image: [`${origin}/a.svg`], offers: { '@type': 'Offer', price: '1.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.example/x', seller: { '@type': 'Organization', name: 'Shop', url: 'https://shop.example' }, priceValidUntil: '2026-11-21', priceSpecification: { '@type': 'DeliveryChargeSpecification', price: '0.00', priceCurrency: 'USD' } }, aggregateRating: {} }, origin)).toEqual([
      'Product.review: missing',
      'Product: aggregateRating must not mark up the retailer\'s customer ratings',
    ])
    expect(checkNode({ '@type': 'AggregateOffer', lowPrice: '9.00', highPrice: '5.00', offerCount: 2, priceCurrency: 'USD', offers: [] }, origin)).toEqual(['AggregateOffer: lowPrice and highPrice must be decimal amounts, low first', 'AggregateOffer: offerCount must count its offers'])
    expect(checkNode({ '@type': 'Rating', ratingValue: 11, bestRating: 10, worstRating: 0 }, origin)).toEqual(['Rating: ratingValue 11 is outside its scale'])
    expect(checkNode({ '@type': 'Organization', name: 'x', url: 'http://evil.com/' }, origin)).toEqual([`Organization.url: http://evil.com/ is not on ${origin}`])
  })
})
