import type { Content } from '../../../engine/load/Content.ts'
import type { BookOffer, OfferBook } from '../../../engine/shop/offerBook.ts'
import { byBestOffer } from '../../../engine/shop/offerBook.ts'
import { demoAsOf } from '../../../engine/shop/priceDate.ts'
import { PriceDays } from '../../../engine/shop/PriceDays.ts'
import { dailyBestPrices } from '../../../engine/shop/dailyBestPrices.ts'
import type { Retailer } from '../../../schemas/types.gen.ts'
import { demoInput } from './storeContent.ts'
import { demoFeed } from './demoFeed.ts'

/**
 * The snapshot a store holding only the demo feed gives (as `readOfferBook` reads it after the
 * first start's demo import), computed in memory: for tools and tests that show a content's pages
 * without a store of their own.
 */
export function demoOfferBook(content: Content, retailers: readonly Retailer[]): OfferBook {
  const { products, asOf } = demoInput(content)
  const byRetailer = new Map(retailers.map((retailer) => [retailer.id, retailer]))
  const newest = new Map<string, BookOffer>()
  const feed = demoFeed(products, retailers, asOf)
  for (const row of feed) {
    const key = `${row.product}\u0000${row.retailer}`
    const seen = newest.get(key)
    const retailer = byRetailer.get(row.retailer)
    if (!retailer || (seen && seen.readAt >= row.readAt)) continue
    newest.set(key, {
      retailer: { id: retailer.id, name: retailer.name, disclosure: retailer.disclosure },
      link: retailer.linkTemplate.replace('{url}', encodeURIComponent(row.url)),
      url: row.url,
      price: row.priceCents / 100,
      shipping: row.shippingCents / 100,
      landedPrice: (row.priceCents + row.shippingCents) / 100,
      currency: row.currency,
      availability: row.availability,
      readAt: row.readAt,
    })
  }
  const offers = new Map<string, BookOffer[]>()
  for (const [key, offer] of newest) {
    const product = key.slice(0, key.indexOf('\u0000'))
    offers.set(product, [...(offers.get(product) ?? []), offer])
  }
  for (const list of offers.values()) list.sort(byBestOffer)
  const { maxAgeHours } = content.site.priceFreshness
  const daily = dailyBestPrices(feed.map((row) => ({ productId: row.product, retailerId: row.retailer, readAt: row.readAt, price: row.priceCents / 100, shipping: row.shippingCents / 100, availability: row.availability })))
  const history = new Map([...daily].map(([product, days]) => [product, PriceDays.of(days)]))
  return { version: 0, demo: true, offers, history, asOf: demoAsOf(offers.values()), ...(maxAgeHours === undefined ? {} : { maxAgeHours }) }
}
