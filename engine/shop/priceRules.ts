import type { DayPrice } from './dailyBestPrices.ts'
import type { OfferBook } from './offerBook.ts'
import type { ShownPrice } from './priceDate.ts'
import { addDays } from '../format/dates.ts'
import { dayNumber, PriceDays } from './PriceDays.ts'

/** The deal badge's rule, as site.yaml's `deals` configures it. */
export type DealRule = { withinOfLowPercent: number; underMedianPercent: number; days: number }


/** The days of a history from `from` to `to`, both included. */
export function daysBetween(history: readonly DayPrice[], from: string, to: string): DayPrice[] {
  return history.filter(({ day }) => day >= from && day <= to)
}

/** The lowest best price from `from` to `to` (both included), the latest day of it on a tie; undefined when the span has no price. */
export function lowestBetween(history: PriceDays, from: string, to: string): DayPrice | undefined {
  const lowest = lowestIndex(history, dayNumber(from), dayNumber(to))
  return lowest < 0 ? undefined : history.entryAt(lowest)
}

/** The index of the lowest price from the day number `from` to `to` (both included), the latest on a tie; -1 when none. */
function lowestIndex(history: PriceDays, from: number, to: number): number {
  let lowest = -1
  for (let index = history.indexFrom(from); index < history.length && history.dayAt(index) <= to; index++) {
    if (lowest < 0 || history.priceAt(index) <= history.priceAt(lowest)) lowest = index
  }
  return lowest
}

/** Whether the history reaches back to the day number `day`: a rule over a span judges only a span it saw whole. */
const reachesBack = (history: PriceDays, day: number) => history.length > 0 && history.dayAt(0) <= day

/**
 * The "was" price beside a current price: the lowest best price of the 30 days before the current
 * price took effect (the first of the consecutive days at that price, today included), and only
 * when it is higher than the current price. So a sale keeps its "was" price every day it runs,
 * and a price that was lower at any time in the month before is never hidden behind a higher one.
 * A history that does not reach back those 30 days gives none: a product new to the shops has no
 * reference price yet. Read on the packed days: a snapshot works it out for every product it ranks.
 */
export function wasPrice(history: PriceDays, current: DayPrice): DayPrice | undefined {
  const since = priceSince(history, dayNumber(current.day), current.price)
  if (!reachesBack(history, since - 30)) return undefined
  const lowest = lowestIndex(history, since - 30, since - 1)
  return lowest >= 0 && history.priceAt(lowest) > current.price ? history.entryAt(lowest) : undefined
}

/** The first day (its number) of the unbroken run of days at `price` that ends on the day `today`. */
function priceSince(history: PriceDays, today: number, price: number): number {
  let since = today
  let index = history.indexFrom(today + 1) - 1
  if (index >= 0 && history.dayAt(index) === since && history.priceAt(index) !== price) return since
  if (index >= 0 && history.dayAt(index) === since) index--
  for (; index >= 0 && history.dayAt(index) === since - 1 && history.priceAt(index) === price; index--) since--
  return since
}

/** The "was" rule in words, as wasPrice applies it. */
export const WAS_RULE_TEXT =
  'A “was” price beside a price is the lowest best price of the 30 days before that price took effect, and it is shown only when it is higher than the price today, with the saving it makes. A product with less than 30 days of price history before its current price shows none.'

/** Whole percent a price is under a higher one: 0 when it is not under it. */
function percentUnder(price: number, reference: number): number {
  return reference > price ? Math.round(((reference - price) / reference) * 100) : 0
}

/**
 * Whether a current price is a deal by the rule: at or within `withinOfLowPercent` of the lowest
 * best price of the `days` days ending on the current price's day, and at least
 * `underMedianPercent` under the median best price of those days. A history that does not cover
 * the whole span is never a deal.
 */
export function isDeal(history: PriceDays, current: DayPrice, rule: DealRule): boolean {
  const today = dayNumber(current.day)
  const from = today - (rule.days - 1)
  if (!reachesBack(history, from)) return false
  const prices = [current.price]
  for (let index = history.indexFrom(from); index < history.length && history.dayAt(index) < today; index++) prices.push(history.priceAt(index))
  const low = Math.min(...prices)
  return current.price <= low * (1 + rule.withinOfLowPercent / 100) && current.price <= median(prices) * (1 - rule.underMedianPercent / 100)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The deal rule in words, for the page that explains how prices are judged. */
export function dealRuleText(rule: DealRule): string {
  const near = rule.withinOfLowPercent === 0 ? `at the lowest best price of the last ${rule.days} days` : `at or within ${rule.withinOfLowPercent}% of the lowest best price of the last ${rule.days} days`
  return `A product is marked “Deal” when its best price today is ${near}, and at least ${rule.underMedianPercent}% under the median best price of those days. A product with less than ${rule.days} days of price history is never marked.`
}

/**
 * What pages may say about a product's current price beyond the number: the "was" price (the
 * lowest best price of the 30 days before, only when higher) with the saving it makes, and whether
 * it is a deal by site.yaml's rule. Empty when neither holds or no price is shown.
 */
export type PriceClaims = {
  was?: { price: number; day: string; savingsPercent: number }
  deal?: true
}

/** The claims a product's shown price (its best current offer's, in `book`) earns from the snapshot's price history. */
export function priceClaims(book: OfferBook, productId: string, price: ShownPrice, rule: DealRule | undefined): PriceClaims {
  return workOutClaims(book.history?.get(productId) ?? PriceDays.NONE, { day: price.checkedAt, price: price.regular }, rule)
}

function workOutClaims(history: PriceDays, current: DayPrice, rule: DealRule | undefined): PriceClaims {
  const was = wasPrice(history, current)
  return {
    ...(was ? { was: { ...was, savingsPercent: percentUnder(current.price, was.price) } } : {}),
    ...(rule && isDeal(history, current, rule) ? { deal: true as const } : {}),
  }
}
