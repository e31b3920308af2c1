import { describe, expect, test } from 'vitest'
import { dayNumber, PriceDays } from '../../engine/shop/PriceDays.ts'

/** Every day from `from` for `count` days, as YYYY-MM-DD. */
const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, index) => new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10))

describe("a product's price days as the store writes and reads them", () => {
  test('every day of four years, leap days and year ends included, reads back as written', () => {
    const days = daysFrom('2023-12-25', 4 * 366).map((day, index) => ({ day, price: (100_000 + index * 7) / 100 }))
    const text = PriceDays.storeText(days.map(({ day, price }) => [day, Math.round(price * 100)] as const))
    expect(PriceDays.parse(text).list()).toEqual(days)
    expect(PriceDays.parse(text).equals(PriceDays.of(days))).toBe(true)
  })

  test('days long before and after 1970 keep their dates', () => {
    const days = ['1899-03-01', '1900-02-28', '1969-12-31', '2000-02-29', '2100-03-01'].map((day, index) => ({ day, price: index + 0.5 }))
    expect(PriceDays.parse(PriceDays.storeText(days.map(({ day, price }) => [day, price * 100] as const))).list()).toEqual(days)
  })

  test('a product without days has an empty text and reads back as no day', () => {
    expect(PriceDays.storeText([])).toBe('')
    expect(PriceDays.parse('').length).toBe(0)
  })

  test('the days from a date on start at the first day on or after it', () => {
    const days = PriceDays.parse(
      PriceDays.storeText([
        ['2026-11-01', 1000],
        ['2026-11-03', 1200],
        ['2026-11-05', 900],
      ]),
    )
    expect(days.since('2026-11-02').list()).toEqual([
      { day: '2026-11-03', price: 12 },
      { day: '2026-11-05', price: 9 },
    ])
    expect(days.since('2026-10-01')).toBe(days)
    expect(days.since('2026-12-01').length).toBe(0)
  })

  test('weeks at one price, a day without one between days at the same price, and a cut inside a run read back day by day', () => {
    // 10 days at $500, a day out of stock, 5 more at $500, then 20 at $450.
    const days = [...daysFrom('2026-10-01', 10).map((day) => ({ day, price: 500 })), ...daysFrom('2026-10-12', 5).map((day) => ({ day, price: 500 })), ...daysFrom('2026-10-17', 20).map((day) => ({ day, price: 450 }))]
    const read = PriceDays.parse(PriceDays.storeText(days.map(({ day, price }) => [day, price * 100] as const)))
    expect(read.list()).toEqual(days)
    expect(read.equals(PriceDays.of(days))).toBe(true)
    // The day without a price is not an entry: the first entry from it on is the next day's.
    expect(read.entryAt(read.indexFrom(dayNumber('2026-10-11')))).toEqual({ day: '2026-10-12', price: 500 })
    expect(read.since('2026-10-20').list()).toEqual(days.filter(({ day }) => day >= '2026-10-20'))
    expect(read.since('2026-10-20').key()).toBe(PriceDays.of(days.filter(({ day }) => day >= '2026-10-20')).key())
    // Read backwards and at random, as the price rules do.
    const backwards = Array.from({ length: read.length }, (_, index) => read.entryAt(read.length - 1 - index)).reverse()
    expect(backwards).toEqual(days)
  })
})
