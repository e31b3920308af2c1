import type { SiteConfig } from '../../schemas/types.gen.ts'
import type { ContentProblem } from './ContentProblem.ts'
import { loadCatalogueFiles } from './loadCatalogue.server.ts'
import { ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from the day written ("2026-11-20", a UTC day) to `now`; negative for a day still to come. */
export function daysSince(day: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${day}T00:00:00Z`)) / DAY_MS)
}

/**
 * A price the site shows is the retailer's on the day it was checked, and goes stale.
 * Every product whose `priceCheckedAt` is older than site.yaml's `priceFreshness.warnAfterDays`
 * is a warning; in CI mode one older than `failAfterDays` is an error, so a build cannot ship
 * prices months out of date. A date after today is a typo, and a warning.
 * Runs apart from loading: the age of a price changes with the clock, not with the content, so it
 * never makes the content invalid for the server.
 */
export function checkPriceAge(root: string, limits: SiteConfig['priceFreshness'], now: Date, ci: boolean): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { source, value } of loadCatalogueFiles(root, new ProblemLog())) {
    value.products.forEach((product, index) => {
      const days = daysSince(product.priceCheckedAt, now)
      const at = (message: string, severity: ContentProblem['severity']) =>
        problems.push({ ...problemAt(source, ['products', index, 'priceCheckedAt'], message), ...(severity ? { severity } : {}) })
      const recheck = `check ${product.title}'s price at the retailer and update priceCheckedAt`
      if (days < 0) at(`price checked on ${product.priceCheckedAt}, a day still to come; write the day the price was checked`, 'warning')
      else if (ci && days > limits.failAfterDays) at(`price checked ${days} days ago, more than priceFreshness.failAfterDays (${limits.failAfterDays}) in site.yaml; ${recheck}`, undefined)
      else if (days > limits.warnAfterDays) at(`price checked ${days} days ago, more than priceFreshness.warnAfterDays (${limits.warnAfterDays}) in site.yaml; ${recheck}`, 'warning')
    })
  }
  return problems
}
