import type { CheckFormat } from './checkReport.ts'
import { checkReport } from './checkReport.ts'
import { checkContentPriceAge } from './checkPriceAge.server.ts'
import { isError } from './ContentProblem.ts'
import { loadContent } from './loadContent.server.ts'
import { ParseStore, parseStoreFile, withParseStore } from './ParseStore.server.ts'
import { projectRoot } from './projectRoot.server.ts'

export type CheckOptions = { format: CheckFormat; ci: boolean; now?: string }

/** What one `npm run check` prints, where, and whether it passes. */
export type CheckOutcome = { ok: boolean; report: string; stream: 'stdout' | 'stderr' }

/**
 * One check of the content under `contentDir`: every problem of the content, then the price ages
 * (judged against site.yaml's dataAsOf or `now`, never the clock). Fails on any content problem,
 * and in CI mode on a price past its age limit.
 */
export function checkOnce(contentDir: string, options: CheckOptions): CheckOutcome {
  // Files unchanged since the last check are not read by js-yaml again (ParseStore).
  // The price ages read the catalogue again, through the same store: its files are not parsed twice.
  const store = new ParseStore(parseStoreFile(projectRoot()))
  const { result, priceAge } = withParseStore(store, () => ({
    result: loadContent(contentDir),
    priceAge: checkContentPriceAge(contentDir, { ci: options.ci, ...(options.now ? { now: options.now } : {}) }),
  }))
  store.save()
  const report = checkReport(result, options.format, priceAge)
  const ok = result.ok && !priceAge.some(isError)
  // GitHub reads workflow commands from stdout only.
  return { ok, report, stream: ok || options.format !== 'text' ? 'stdout' : 'stderr' }
}
