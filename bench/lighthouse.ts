// `npm run bench:lighthouse`: Lighthouse (mobile defaults) on the production server, driving
// Debian's Chromium, on one page of each kind. Prints the four category scores with LCP, TBT and
// CLS and exits non-zero when a goal in GOALS below is missed. Figures go in docs/performance.md.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startInProcess } from '../api/server/inProcess.ts'

const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0 }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const PAGES = [
  ['home', '/'],
  ['review', '/product/aerorow-pro-air'],
  ['category', '/category/treadmills'],
  ['guide', '/guides/elliptical-vs-treadmill'],
  ['information', '/about'],
] as const

// The request log is silent, so no line per request lands between the results.
const site = await startInProcess()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})

let failed = false
console.log(`${'page'.padEnd(12)} perf  a11y  best  seo   LCP ms  TBT ms  CLS`)
try {
  for (const [name, path] of PAGES) {
    const result = await lighthouse(site.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { categories, audits, runtimeError } = result.lhr
    // A run that failed (no paint before Lighthouse's timeout, on a loaded machine) scores 0: say why.
    if (runtimeError) console.log(`    ${name}: Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100)
    const lcp = Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)
    const tbt = Math.round(audits['total-blocking-time']?.numericValue ?? NaN)
    const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN
    const misses = CATEGORIES.filter((id) => score(id) < GOALS[id])
    if (lcp > GOALS.lcpMs) misses.push('LCP' as never)
    if (tbt > GOALS.tbtMs) misses.push('TBT' as never)
    if (cls > GOALS.cls) misses.push('CLS' as never)
    failed ||= misses.length > 0
    const scores = CATEGORIES.map((id) => String(score(id)).padEnd(5)).join(' ')
    console.log(`${name.padEnd(12)} ${scores} ${String(lcp).padStart(6)}  ${String(tbt).padStart(6)}  ${cls.toFixed(3)}${misses.length ? `  MISS ${misses.join(', ')}` : ''}`)
    for (const id of CATEGORIES) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && id !== 'performance') console.log(`    ${id}: ${audit.id}: ${audit.title}`)
      }
    }
  }
} finally {
  chrome.kill()
  await site.close()
}
process.exit(failed ? 1 : 0)
