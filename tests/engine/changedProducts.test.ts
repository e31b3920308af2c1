import { expect, test } from 'vitest'
import { changedProducts } from '../../engine/shop/changedProducts.ts'
import type { DayPrice } from '../../engine/shop/dailyBestPrices.ts'
import type { BookOffer, OfferBook } from '../../engine/shop/offerBook.ts'
import { PriceDays } from '../../engine/shop/PriceDays.ts'

const offer = (retailer: string, price: number, rest: Partial<BookOffer> = {}): BookOffer => ({
  retailer: { id: retailer, name: `Shop ${retailer}`, disclosure: 'We earn a commission.' },
  link: `https://${retailer}.example/item`,
  url: `https://${retailer}.example/item`,
  price,
  shipping: 0,
  landedPrice: price,
  currency: 'USD',
  availability: 'in_stock',
  readAt: '2026-11-20T08:00:00.000Z',
  ...rest,
})
const days = (...prices: number[]): DayPrice[] => prices.map((price, index) => ({ day: `2026-11-${String(index + 10).padStart(2, '0')}`, price }))
const book = (offers: Record<string, BookOffer[]>, history: Record<string, DayPrice[]> = {}, rest: Partial<OfferBook> = {}): OfferBook => ({
  version: 1,
  demo: false,
  offers: new Map(Object.entries(offers)),
  history: new Map(Object.entries(history).map(([id, days]) => [id, PriceDays.of(days)])),
  ...rest,
})

const before = book({ rower: [offer('a', 500), offer('b', 520)], bike: [offer('a', 300)] }, { rower: days(510, 500), bike: days(300) })

test('a snapshot read again with the same prices changes no product', () => {
  const again = book({ rower: [offer('a', 500), offer('b', 520)], bike: [offer('a', 300)] }, { rower: days(510, 500), bike: days(300) }, { version: 2 })
  expect(changedProducts(before, again)).toEqual(new Set())
})

test('a moved price, a new time read or another availability changes only that product', () => {
  const cases = [offer('b', 480), offer('b', 520, { readAt: '2026-11-21T08:00:00.000Z' }), offer('b', 520, { availability: 'out_of_stock' }), offer('b', 520, { shipping: 9, landedPrice: 529 })]
  for (const moved of cases) {
    expect(changedProducts(before, book({ rower: [offer('a', 500), moved], bike: [offer('a', 300)] }, { rower: days(510, 500), bike: days(300) }))).toEqual(new Set(['rower']))
  }
})

test('an offer added or dropped, or a product newly priced, changes that product', () => {
  expect(changedProducts(before, book({ rower: [offer('a', 500)], bike: [offer('a', 300)] }, { rower: days(510, 500), bike: days(300) }))).toEqual(new Set(['rower']))
  expect(changedProducts(before, book({ rower: [offer('a', 500), offer('b', 520)], bike: [offer('a', 300), offer('c', 310)] }, { rower: days(510, 500), bike: days(300) }))).toEqual(new Set(['bike']))
  expect(changedProducts(before, book({ rower: [offer('a', 500), offer('b', 520)], bike: [offer('a', 300)], tread: [offer('a', 900)] }, { rower: days(510, 500), bike: days(300) }))).toEqual(new Set(['tread']))
})

test('another daily price history changes that product, even with the same offers', () => {
  expect(changedProducts(before, book({ rower: [offer('a', 500), offer('b', 520)], bike: [offer('a', 300)] }, { rower: days(510, 500), bike: days(300, 290) }))).toEqual(new Set(['bike']))
})

test('a snapshot judged another way (demo or live, another demo date, another allowed age) changes every priced product', () => {
  const same = { rower: [offer('a', 500), offer('b', 520)], bike: [offer('a', 300)] }
  const history = { rower: days(510, 500), bike: days(300) }
  for (const judged of [{ demo: true }, { asOf: '2026-11-20T00:00:00.000Z' }, { maxAgeHours: 48 }]) {
    expect(changedProducts(before, book(same, history, judged))).toEqual(new Set(['rower', 'bike']))
  }
})
