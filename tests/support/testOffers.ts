import type { BookOffer, OfferBook } from '../../engine/shop/offerBook.ts'
import { PriceView } from '../../engine/shop/PriceView.ts'
import type { DealRule } from '../../engine/shop/priceRules.ts'
import { byBestOffer } from '../../engine/shop/offerBook.ts'

/** One retailer's offer as a test states it: price in dollars, free shipping and in stock unless said. */
export function offer(retailer: string, price: number, more: Partial<Pick<BookOffer, 'shipping' | 'availability' | 'readAt'>> = {}): BookOffer {
  const shipping = more.shipping ?? 0
  return {
    retailer: { id: retailer, name: `Shop ${retailer}`, disclosure: `We earn a commission at ${retailer}.` },
    link: `https://${retailer}.example/p?tag=t`,
    url: `https://${retailer}.example/p`,
    price,
    shipping,
    landedPrice: price + shipping,
    currency: 'USD',
    availability: more.availability ?? 'in_stock',
    readAt: more.readAt ?? '2026-11-20T06:00:00.000Z',
  }
}

/** The moment test snapshots judge their prices' ages against, unless a test says otherwise: hours after `offer`'s default read time. */
export const TEST_AS_OF = '2026-11-20T12:00:00.000Z'

/**
 * A snapshot of these offers per product, ordered as the store's reader orders them, its prices
 * judged against `asOf` (TEST_AS_OF unless given; `clock` judges them against the clock, as a live
 * store's are).
 */
export function bookOf(offers: Record<string, BookOffer[]>, options: { demo?: boolean; asOf?: string | 'clock'; maxAgeHours?: number } = {}): OfferBook {
  const asOf = options.asOf ?? TEST_AS_OF
  return {
    version: 1,
    demo: options.demo ?? false,
    ...(asOf === 'clock' ? {} : { asOf }),
    ...(options.maxAgeHours === undefined ? {} : { maxAgeHours: options.maxAgeHours }),
    offers: new Map(Object.entries(offers).map(([id, list]) => [id, [...list].sort(byBestOffer)])),
  }
}

/** The prices a snapshot shows, as pages read them: `bookOf`'s arguments, and the deal rule if any. */
export function viewOf(offers: Record<string, BookOffer[]>, options: Parameters<typeof bookOf>[1] = {}, deals?: DealRule): PriceView {
  return new PriceView(bookOf(offers, options), deals)
}
