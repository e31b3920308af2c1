import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { AxeResults } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules every page is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

type AxeWindow = { axe: { run: (context: Document, options: object) => Promise<AxeResults> }; axeResults?: AxeResults }

/**
 * Starts axe-core in the page as it is now (a dialog left open is checked open). The source is
 * evaluated over the DevTools protocol, which the page's Content-Security-Policy does not govern,
 * so the page is tested with its real headers. The results land in `window.axeResults`.
 */
async function startAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource)
  await page.evaluate((tags) => {
    const w = window as unknown as AxeWindow
    delete w.axeResults
    void w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((results) => {
      w.axeResults = results
    })
  }, WCAG_TAGS)
}

/** One line per failing node, empty when clean. */
function describe(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact ?? 'unknown'} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`),
  )
}

const results = (page: Page) => page.evaluate(() => (window as unknown as AxeWindow).axeResults ?? null)

export async function axeViolations(page: Page): Promise<string[]> {
  await startAxe(page)
  await page.waitForFunction(() => (window as unknown as AxeWindow).axeResults !== undefined)
  return describe((await results(page))!)
}

/**
 * The same on a page whose clock the test has paused (page.clock): axe waits on timers, so the
 * clock is stepped a little at a time until it is done, keeping timed content (the promo) as it is.
 */
export async function axeViolationsOnPausedClock(page: Page): Promise<string[]> {
  await startAxe(page)
  for (let step = 0; step < 200; step++) {
    const done = await results(page)
    if (done) return describe(done)
    await page.clock.runFor(10)
  }
  throw new Error('axe did not finish within 2 s of page time')
}
