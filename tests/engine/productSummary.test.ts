import { expect, test } from 'vitest'
import { apiShopFields } from '../../engine/catalogue/apiShopFields.ts'
import { AFFILIATE_REL } from '../../engine/shop/affiliate.ts'
import type { DayPrice } from '../../engine/shop/dailyBestPrices.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { addDays } from '../../engine/format/dates.ts'
import { PriceView } from '../../engine/shop/PriceView.ts'
import { bookOf, offer, viewOf } from '../support/testOffers.ts'
import { PriceDays } from '../../engine/shop/PriceDays.ts'

/** Every day from `from` for `count` days at `price`. */
const days = (from: string, count: number, price: number): DayPrice[] => Array.from({ length: count }, (_, i) => ({ day: addDays(from, i), price }))
const withHistory = (book: OfferBook, history: Record<string, DayPrice[]>): OfferBook => ({ ...book, history: new Map(Object.entries(history).map(([id, list]) => [id, PriceDays.of(list)])) })

test('the buy link and shop are the best current offer\'s: the cheapest landed price in stock', () => {
  const summary = viewOf({ bike: [offer('dear', 700), offer('cheap', 600, { shipping: 20 }), offer('gone', 100, { availability: 'out_of_stock' })] }).summary('bike')
  expect(summary.buyLink).toEqual({ buyHref: 'https://cheap.example/p?tag=t', shop: 'Shop cheap', shopDisclosure: 'We earn a commission at cheap.' })
  expect(summary.inStockAt).toBe(2)
  expect(apiShopFields(summary)).toMatchObject({ url: 'https://cheap.example/p', affiliate_link: 'https://cheap.example/p?tag=t', shop: 'Shop cheap', price: { regular: 600, currency: 'USD' } })
})

test('with no shop that has the product in stock there is no link, no shop and no price: never a fallback', () => {
  const prices = viewOf({ bike: [offer('gone', 100, { availability: 'out_of_stock' })] })
  const summary = prices.summary('bike')
  expect(summary.buyLink).toEqual({})
  expect(apiShopFields(summary)).toEqual({})
  expect(apiShopFields(prices.summary('unknown'))).toEqual({})
})

test('a price under its "was" price answers the "was" price as regular, the price today as discount, and the saving', () => {
  // 500 for the 40 days before the day the price fell to 400: "was $500", a 20% saving.
  const book = withHistory(bookOf({ bike: [offer('one', 400)] }), { bike: [...days('2026-10-11', 40, 500), { day: '2026-11-20', price: 400 }] })
  const summary = new PriceView(book, { withinOfLowPercent: 0, underMedianPercent: 10, days: 30 }).summary('bike')
  expect(summary.claims.was).toMatchObject({ price: 500, savingsPercent: 20 })
  expect(apiShopFields(summary)).toMatchObject({ price: { regular: 500, discount: 400, savingsPercent: 20, currency: 'USD' }, deal: true, priceCheckedAt: '2026-11-20' })
})

test('a price too old to show keeps the link and shop, and gives where to check it instead of a number', () => {
  const fields = apiShopFields(viewOf({ bike: [offer('one', 400, { readAt: '2026-11-10T06:00:00.000Z' })] }).summary('bike'))
  expect(fields).toEqual({ url: 'https://one.example/p', affiliate_link: 'https://one.example/p?tag=t', shop: 'Shop one', checkPriceAt: { retailer: 'Shop one', url: 'https://one.example/p?tag=t' } })
})

test('retailer links are sponsored, nofollow and leak neither opener nor referrer', () => {
  expect(AFFILIATE_REL.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'sponsored'])
})
