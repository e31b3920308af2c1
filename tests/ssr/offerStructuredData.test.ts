import { afterAll, beforeAll, expect, test } from 'vitest'
import { isStale, priceExpiry } from '../../engine/shop/priceDate.ts'
import { fixtureContent } from '../support/content.ts'
import { jsonLdBlocks } from '../support/htmlHead.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const AVAILABLE = 'https://schema.org/InStock'
type Node = Record<string, unknown>

test.each([...content.reviews].map(([slug, review]) => [slug, review.product] as const))("/product/%s marks up every retailer's offer in stock as one AggregateOffer", async (slug, productId) => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  const product = jsonLdBlocks(html).find((block) => block['@type'] === 'Product')!
  // What the page shows as current: in stock, and not older than the allowed age.
  const open = content.catalogue.prices.offers(productId).filter((offer) => offer.availability === 'in_stock' && !isStale(offer, content.catalogue.prices.book))
  if (!open.length) {
    expect(product.offers).toBeUndefined()
    return
  }
  const aggregate = product.offers as Node
  const prices = open.map((offer) => offer.price)
  expect(aggregate).toMatchObject({ '@type': 'AggregateOffer', lowPrice: Math.min(...prices).toFixed(2), highPrice: Math.max(...prices).toFixed(2), offerCount: open.length, priceCurrency: 'USD' })
  expect(aggregate.offers).toEqual(
    open.map((offer) => ({
      '@type': 'Offer',
      price: offer.price.toFixed(2),
      priceCurrency: offer.currency,
      seller: { '@type': 'Organization', name: offer.retailer.name, url: new URL(offer.link).origin },
      availability: AVAILABLE,
      url: offer.link,
      // A shown price is current for the allowed age after it was read.
      priceValidUntil: new Date(priceExpiry(offer, content.catalogue.prices.book)).toISOString().slice(0, 10),
      priceSpecification: { '@type': 'DeliveryChargeSpecification', price: offer.shipping.toFixed(2), priceCurrency: offer.currency },
    })),
  )
})

test('the loaded content has a review whose product several retailers have in stock', () => {
  expect([...content.reviews.values()].some((review) => content.catalogue.prices.offers(review.product).filter((offer) => offer.availability === 'in_stock').length > 1)).toBe(true)
})
