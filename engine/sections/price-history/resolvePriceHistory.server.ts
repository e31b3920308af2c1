import type { PriceCheck } from '../../shop/PriceView.ts'
import type { DayPrice } from '../../shop/dailyBestPrices.ts'
import type { PriceClaims } from '../../shop/priceRules.ts'
import { addDays } from '../../format/dates.ts'
import { daysBetween, dealRuleText, lowestBetween } from '../../shop/priceRules.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'
import { chartGeometry } from './chartGeometry.server.ts'
import type { ChartGeometry } from './chartGeometry.server.ts'

/** The days the chart draws, ending on the data's day. */
const CHART_DAYS = 90
/** The spans whose lowest best price the text beside the chart states. */
const LOW_SPANS = [30, 90, 365] as const

export type PriceHistoryData = {
  title: string
  /** The chart's first and last day (YYYY-MM-DD). */
  from: string
  to: string
  /** Undefined when no retailer had the product in stock on any day of the span. */
  chart?: ChartGeometry | undefined
  /** The lowest best price of each span ending on `to`, with its day; absent when the span had none. */
  lows: { days: number; low?: DayPrice | undefined }[]
  /** The current price and what it earns by the published rules. */
  current?: number | undefined
  claims: PriceClaims
  /** The deal rule in words, when site.yaml sets one. */
  dealRule?: string | undefined
  /** The prices are the demo feed's, from fictional shops. */
  demo: boolean
  /**
   * The best offer's price is older than the allowed age: the recent days' lows are not known, so
   * the text states none and sends the shopper to the retailer instead (the chart keeps its dates).
   */
  checkPrice?: PriceCheck | undefined
}

/**
 * The reviewed product's best price per day for the last 90 days, from the offers store's
 * snapshot. The span ends on the data's day: the demo's own date (site.yaml `dataAsOf`) for demo
 * prices, today by the clock for live ones, so a live chart shows the days since its last import.
 */
export function resolvePriceHistory(_section: unknown, context: ResolveContext): PriceHistoryData {
  const { id, title, price, priceClaims, checkPrice } = reviewProduct(context, 'price-history')
  const { book } = context.catalogue.prices
  const to = book.demo ? context.site.dataAsOf : new Date().toISOString().slice(0, 10)
  const from = addDays(to, -(CHART_DAYS - 1))
  const history = context.catalogue.prices.days(id)
  const current = price ? (price.discount ?? price.regular) : undefined
  return {
    title,
    from,
    to,
    chart: chartGeometry(daysBetween(history, from, to), from, to, priceClaims.was?.price),
    lows: checkPrice ? [] : LOW_SPANS.map((days) => ({ days, low: lowestBetween(context.catalogue.prices.priceDays(id), addDays(to, -(days - 1)), to) })),
    current,
    claims: priceClaims,
    dealRule: context.site.deals && dealRuleText(context.site.deals),
    demo: book.demo,
    ...(checkPrice ? { checkPrice } : {}),
  }
}
