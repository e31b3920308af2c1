import type { Content } from '../engine/load/Content.ts'
import { daysSince } from '../engine/load/checkPriceAge.server.ts'
import { currentPrice } from '../engine/shop/currentPrice.ts'
import { offerBook } from '../engine/shop/offerBook.ts'

/**
 * What the server says at start when it is about to show prices checked longer ago than
 * site.yaml's `priceFreshness.warnAfterDays`, by today's clock: the content check judges prices
 * against the data set's own date (dataAsOf), so only a running deployment can tell that the
 * whole data set has grown old. Undefined when every price is recent enough.
 */
export function oldPricesWarning(content: Content, now: Date): string | undefined {
  // Demo prices are dated by the data set itself, never by the clock.
  if (offerBook().demo) return undefined
  const limit = content.site.priceFreshness.warnAfterDays
  const products = content.catalogue.all()
  const checked = products.map((product) => currentPrice(product).checkedAt)
  const old = checked.filter((day) => daysSince(day, now) > limit)
  if (!old.length) return undefined
  const oldest = Math.max(...old.map((day) => daysSince(day, now)))
  return `${old.length} of ${products.length} catalogue prices were checked more than ${limit} days ago (the oldest ${oldest} days ago; the data set is dated ${content.site.dataAsOf}); pages show them as "Price as of" that day. Check them at the retailer, update priceCheckedAt and dataAsOf, and deploy again.`
}
