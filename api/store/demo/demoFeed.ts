import { createHash } from 'node:crypto'
import type { FeedRow } from '../import/FeedRow.ts'
import { daysBefore } from '../../../engine/format/dates.ts'

/** A catalogue product as the demo feed prices it: its id and a typical price in dollars. */
export type DemoProduct = { id: string; typicalPrice: number }
type DemoRetailer = { id: string; shopUrl: string }

const DEMO_DAYS = 365
/** The hour of the day (UTC) each demo price is read. */
const READ_HOUR = 6

/**
 * A year of daily prices, ending on `asOf` (a YYYY-MM-DD day), for every product at two or three
 * of the fictional retailers: each retailer has its own level around the typical price, a price
 * rise part-way through the year, sales of a few days to two weeks (at some retailers one running on
 * the last day), and stock-outs. The same
 * products, retailers and day always give the same feed: every choice is drawn from a hash of
 * what it is about, not from a random source.
 */
export function demoFeed(products: readonly DemoProduct[], retailers: readonly DemoRetailer[], asOf: string): FeedRow[] {
  const rows: FeedRow[] = []
  for (const run of demoFeedRuns(products, retailers, asOf)) for (const row of run) rows.push(row)
  return rows
}

/**
 * The same feed as each retailer's year of rows for each product, oldest first, product after
 * product: a store can take it in as it is made, without holding the whole feed.
 */
export function* demoFeedRuns(products: readonly DemoProduct[], retailers: readonly DemoRetailer[], asOf: string): Generator<FeedRow[]> {
  const last = Date.parse(`${asOf}T${String(READ_HOUR).padStart(2, '0')}:00:00Z`)
  if (Number.isNaN(last)) throw new Error(`the demo feed's end day "${asOf}" is not a YYYY-MM-DD day`)
  // Every row of a day is read at the same moment: one string each, shared by a million rows.
  const readAts = Array.from({ length: DEMO_DAYS }, (_, day) => daysBefore(new Date(last), DEMO_DAYS - 1 - day).toISOString())
  for (const product of products) {
    for (const [index, retailer] of retailers.entries()) {
      // Every product is at the first two retailers; about half are at the third as well.
      if (index >= 2 && draw(product.id, retailer.id, 'carries') < 0.5) continue
      yield pricesAt(product, retailer, readAts)
    }
  }
}

function pricesAt(product: DemoProduct, retailer: DemoRetailer, readAts: readonly string[]): FeedRow[] {
  const about = (what: string) => draw(product.id, retailer.id, what)
  const level = product.typicalPrice * (0.96 + about('level') * 0.1)
  const riseDay = Math.floor(about('rise day') * DEMO_DAYS)
  const rise = 1 + 0.04 + about('rise') * 0.08
  const sales = windows(about, 'sale', 4, 3, 14)
  // About one retailer in five runs a sale over the feed's last days, so the demo's own date finds
  // some products on sale: "was" prices and deal badges have something to show.
  if (about('sale at the end') < 0.2) sales.push([DEMO_DAYS - 3 - Math.floor(about('sale at the end length') * 12), DEMO_DAYS])
  const stockOuts = windows(about, 'stock-out', 2, 2, 9)
  const shippingCents = level > 600 || about('shipping') < 0.5 ? 0 : 4900
  const url = `${retailer.shopUrl}/p/${product.id}`
  const rows: FeedRow[] = []
  for (let day = 0; day < DEMO_DAYS; day++) {
    const saleDepth = sales.some(([from, to]) => day >= from && day < to) ? 0.1 + about(`sale ${day >> 4}`) * 0.15 : 0
    const dollars = level * (day >= riseDay ? rise : 1) * (1 - saleDepth)
    rows.push({
      retailer: retailer.id,
      product: product.id,
      url,
      priceCents: Math.max(99, Math.floor(dollars) * 100 + 99),
      currency: 'USD',
      shippingCents,
      availability: stockOuts.some(([from, to]) => day >= from && day < to) ? 'out_of_stock' : 'in_stock',
      readAt: readAts[day]!,
    })
  }
  return rows
}

/** `count` spans of `shortest` to `longest` days, placed over the year. */
function windows(about: (what: string) => number, name: string, count: number, shortest: number, longest: number): [number, number][] {
  return Array.from({ length: count }, (_, n) => {
    const from = Math.floor(about(`${name} ${n} start`) * DEMO_DAYS)
    return [from, from + shortest + Math.floor(about(`${name} ${n} length`) * (longest - shortest + 1))]
  })
}

/** A number in [0, 1) fixed by its words. */
function draw(...words: string[]): number {
  return createHash('sha256').update(words.join('\u0000')).digest().readUInt32BE(0) / 2 ** 32
}
