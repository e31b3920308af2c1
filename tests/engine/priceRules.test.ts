import { describe, expect, test } from 'vitest'
import type { DayPrice } from '../../engine/shop/dailyBestPrices.ts'
import { addDays } from '../../engine/format/dates.ts'
import { dealRuleText, isDeal, wasPrice } from '../../engine/shop/priceRules.ts'
import { PriceDays } from '../../engine/shop/PriceDays.ts'

const TODAY = '2026-11-20'
/** A history of one price a day, the last entry on TODAY: `prices[0]` is the oldest day. */
const dayPrices = (prices: readonly number[], end = TODAY): DayPrice[] => prices.map((price, index) => ({ day: addDays(end, index - (prices.length - 1)), price }))
/** The same, packed as a snapshot holds it. */
const history = (prices: readonly number[], end = TODAY) => PriceDays.of(dayPrices(prices, end))
const days = (count: number, price: number) => Array.from({ length: count }, () => price)
const today = (price: number) => ({ day: TODAY, price })

describe('the "was" price: the lowest best price of the 30 days before the current price', () => {
  test('after a month at $500 with a dip to $480, a price of $400 was $480, dated the dip', () => {
    const prices = [...days(20, 500), 480, ...days(9, 500), 400]
    expect(wasPrice(history(prices), today(400))).toEqual({ day: addDays(TODAY, -10), price: 480 })
  })

  test('a price older than the 30 days does not count, however high or low', () => {
    const prices = [300, ...days(30, 500), 450]
    expect(wasPrice(history(prices), today(450))).toEqual({ day: addDays(TODAY, -1), price: 500 })
    const dearer = [900, ...days(30, 500), 400]
    expect(wasPrice(history(dearer), today(400))?.price).toBe(500)
  })

  test('a sale keeps its "was" price every day it runs: the lowest of the 30 days before it began', () => {
    const prices = [...days(25, 520), ...days(10, 500), ...days(6, 420)]
    expect(wasPrice(history(prices), today(420))).toEqual({ day: addDays(TODAY, -6), price: 500 })
    // A deeper cut on the sale's last day: the sale's own earlier price is the lowest of the month before.
    expect(wasPrice(history([...prices, 380], addDays(TODAY, 1)), { day: addDays(TODAY, 1), price: 380 })?.price).toBe(420)
  })

  test('flat prices have no "was" price', () => {
    expect(wasPrice(history(days(60, 500)), today(500))).toBeUndefined()
  })

  test('after a rise there is no "was" price: the 30 days before were lower', () => {
    expect(wasPrice(history([...days(40, 500), 550]), today(550))).toBeUndefined()
  })

  test('a sale earlier in the month sets the "was" price, so a later cut to just above it is no saving', () => {
    const prices = [...days(10, 500), ...days(5, 390), ...days(15, 500), 400]
    expect(wasPrice(history(prices), today(400))).toBeUndefined()
  })

  test('fewer than 30 days of history give no "was" price, however the price fell', () => {
    expect(wasPrice(history([...days(20, 500), 300]), today(300))).toBeUndefined()
    expect(wasPrice(history([...days(29, 500), 300]), today(300))).toBeUndefined()
    expect(wasPrice(history([...days(30, 500), 300]), today(300))?.price).toBe(500)
  })

  test('days out of stock everywhere (no entry) are skipped, not read as a price', () => {
    const prices = dayPrices([...days(31, 500), 400]).filter((_, index) => index < 5 || index > 20)
    expect(wasPrice(PriceDays.of(prices), today(400))?.price).toBe(500)
  })
})

describe('the deal badge: near the period low and well under its median', () => {
  const rule = { withinOfLowPercent: 2, underMedianPercent: 10, days: 90 }

  test('at the 90-day low, 20% under a steady price: a deal', () => {
    expect(isDeal(history([...days(89, 500), 400]), today(400), rule)).toBe(true)
  })

  test('within 2% of an earlier low counts; more than 2% above it does not', () => {
    const prices = [...days(40, 500), 400, ...days(48, 500)]
    expect(isDeal(history([...prices, 408]), today(408), rule)).toBe(true)
    expect(isDeal(history([...prices, 409]), today(409), rule)).toBe(false)
  })

  test('at the low but less than 10% under the median: no deal', () => {
    expect(isDeal(history([...days(89, 500), 455]), today(455), rule)).toBe(false)
  })

  test('flat prices are never a deal', () => {
    expect(isDeal(history(days(90, 500)), today(500), rule)).toBe(false)
  })

  test('a rise is never a deal', () => {
    expect(isDeal(history([...days(89, 500), 520]), today(520), rule)).toBe(false)
  })

  test('a history shorter than the period is never a deal', () => {
    expect(isDeal(history([...days(88, 500), 400]), today(400), rule)).toBe(false)
  })

  test('the rule in words states its numbers', () => {
    expect(dealRuleText(rule)).toContain('at or within 2% of the lowest best price of the last 90 days')
    expect(dealRuleText(rule)).toContain('at least 10% under the median best price of those days')
    expect(dealRuleText({ withinOfLowPercent: 0, underMedianPercent: 15, days: 60 })).toContain('at the lowest best price of the last 60 days, and at least 15% under')
  })
})
