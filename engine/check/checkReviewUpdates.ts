import type { SiteConfig } from '../../schemas/types.gen.ts'
import { formatLongDay } from '../format/dates.ts'
import type { UpdatePeriod } from '../prose/ProseFamily.ts'
import { periodText } from '../prose/updateRhythm.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { LoadedReview } from '../content/contentLayout.ts'

/**
 * A review not brought up to date within site.yaml's reviewUpdatePeriod before the data set's date
 * (dataAsOf) is a warning at its updatedAt, never an error: its page says "Last updated" with the
 * date, so shoppers see how old it is, and the editors see which reviews the rhythm left behind.
 * No period, no rhythm: nothing is late.
 */
export function checkReviewUpdates(reviews: readonly LoadedReview[], site: Pick<SiteConfig, 'reviewUpdatePeriod' | 'dataAsOf'>, log: ProblemLog): void {
  const period = site.reviewUpdatePeriod
  if (!period) return
  const due = dayBefore(site.dataAsOf, period)
  for (const review of reviews) {
    const updated = review.value.updatedAt
    if (updated >= due) continue
    const message = `updatedAt ${updated} is older than site.yaml's reviewUpdatePeriod (${periodText(period)}) before the data set's date (dataAsOf ${site.dataAsOf}); bring the review up to date and set updatedAt, or lengthen the period. Its page shows "Last updated ${formatLongDay(updated)}"`
    log.add({ ...problemAt(review.source, ['updatedAt'], message), severity: 'warning' })
  }
}

/** The day one period before `day` (YYYY-MM-DD), in calendar months and years where the period says so. */
function dayBefore(day: string, period: UpdatePeriod): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (period.unit === 'day') date.setUTCDate(date.getUTCDate() - period.every)
  else if (period.unit === 'week') date.setUTCDate(date.getUTCDate() - 7 * period.every)
  else if (period.unit === 'month') date.setUTCMonth(date.getUTCMonth() - period.every)
  else date.setUTCFullYear(date.getUTCFullYear() - period.every)
  return date.toISOString().slice(0, 10)
}
