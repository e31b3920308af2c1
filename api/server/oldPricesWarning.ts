import type { Content } from '../../engine/load/Content.ts'
import { daysSince } from '../../engine/format/dates.ts'

/**
 * What the server says at start when it is about to show live prices read longer ago than
 * site.yaml's `priceFreshness.warnAfterDays`, by today's clock (the demo feed's prices are dated
 * by the data set itself, never by the clock), for the content at the snapshot it shows. Undefined
 * when every price is recent enough.
 */
export function oldPricesWarning(content: Content, now: Date): string | undefined {
  const { prices } = content.catalogue
  if (prices.book.demo) return undefined
  const limit = content.site.priceFreshness.warnAfterDays
  const products = content.catalogue.all()
  // The best offers' own dates: a price this old is no longer shown, so the shown price cannot say it.
  const checked = products.flatMap((product) => prices.summary(product.id).offer?.readAt.slice(0, 10) ?? [])
  const old = checked.filter((day) => daysSince(day, now) > limit)
  if (!old.length) return undefined
  const oldest = Math.max(...old.map((day) => daysSince(day, now)))
  return `${old.length} of ${products.length} catalogue prices were read more than ${limit} days ago (the oldest ${oldest} days ago); pages say "Check price at" their retailers instead of a price. Import the retailers' feeds again (npm run prices:import).`
}
