import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import type { SiteConfig } from '../../schemas/types.gen.ts'
import type { ContentProblem } from './ContentProblem.ts'
import { loadCatalogueFiles } from './loadCatalogue.server.ts'
import { loadDocument, ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const SITE_FILE = 'pages-config/site.yaml'

/** Whole days from the day written ("2026-11-20", a UTC day) to `now`; negative for a day still to come. */
export function daysSince(day: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${day}T00:00:00Z`)) / DAY_MS)
}

/** The day price ages are judged against: a name for messages, and the moment. */
export type AgeReference = { name: string; at: Date }

/** The start of a UTC day written as YYYY-MM-DD. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`)

/**
 * A price the site shows is the retailer's on the day it was checked, and goes stale. Every
 * product whose `priceCheckedAt` is more than site.yaml's `priceFreshness.warnAfterDays` before
 * the reference day is a warning; in CI mode one more than `failAfterDays` before it is an error,
 * so a data set cannot ship prices its own date says are months old. A date after the reference
 * day is a typo, and a warning.
 * Runs apart from loading: it never makes the content invalid for the server.
 */
export function checkPriceAge(contentDir: string, limits: SiteConfig['priceFreshness'], reference: AgeReference, ci: boolean): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { source, value } of loadCatalogueFiles(contentDir, new ProblemLog())) {
    value.products.forEach((product, index) => {
      const days = daysSince(product.priceCheckedAt, reference.at)
      const at = (message: string, severity: ContentProblem['severity']) =>
        problems.push({ ...problemAt(source, ['products', index, 'priceCheckedAt'], message), ...(severity ? { severity } : {}) })
      const recheck = `check ${product.title}'s price at the retailer and update priceCheckedAt`
      const before = `price checked ${days} days before ${reference.name}`
      if (days < 0) at(`price checked on ${product.priceCheckedAt}, after ${reference.name}; write the day the price was checked`, 'warning')
      else if (ci && days > limits.failAfterDays) at(`${before}, more than priceFreshness.failAfterDays (${limits.failAfterDays}) in site.yaml; ${recheck}`, undefined)
      else if (days > limits.warnAfterDays) at(`${before}, more than priceFreshness.warnAfterDays (${limits.warnAfterDays}) in site.yaml; ${recheck}`, 'warning')
    })
  }
  return problems
}

/**
 * `npm run check`'s price ages: judged against site.yaml's `dataAsOf`, or the `now` asked for
 * (`--now`). Never the clock by default, so the same content gives the same answer on any date.
 * Works on content with other problems too (nothing when site.yaml itself cannot be read).
 */
export function checkContentPriceAge(root: string, options: { now?: string; ci: boolean }): ContentProblem[] {
  const site = loadDocument<SiteConfig>(root, SITE_FILE, DOCUMENT_KINDS.site, new ProblemLog())
  if (!site) return []
  const reference = options.now ? { name: `--now (${options.now})`, at: dayStart(options.now) } : { name: `dataAsOf (${site.value.dataAsOf}) in site.yaml`, at: dayStart(site.value.dataAsOf) }
  return checkPriceAge(root, site.value.priceFreshness, reference, options.ci)
}
