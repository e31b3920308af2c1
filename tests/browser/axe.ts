import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { AxeResults } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules issue 9 holds every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Runs axe-core in the page as it is now (a dialog left open is checked open). The source is
 * evaluated over the DevTools protocol, which the page's Content-Security-Policy does not govern,
 * so the page is tested with its real headers. Returns one line per failing node, empty when clean.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    }),
    WCAG_TAGS,
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact ?? 'unknown'} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`),
  )
}
