import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

// Application pages paint the server's HTML before React is even requested, so the
// largest paint never shares the phone's network or main thread with hydration; the page then
// hydrates without errors (waitForHydration waits for React's mark).

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const APPLICATION_PAGES = [
  ['category', '/category/treadmills'],
  ['guide', '/guides/elliptical-vs-treadmill'],
  ['comparison', '/product-compare?category=treadmills'],
] as const

test.each(APPLICATION_PAGES)('the %s page paints before it requests React, then hydrates', async (_kind, path) => {
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.name.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime, bytes: entry.decodedBodySize }))
    return { paint, scripts }
  })
  expect(timing.paint, 'the page painted').not.toBeNull()
  // React's DOM renderer is by far the largest script a page loads.
  const react = timing.scripts.reduce((largest, script) => (script.bytes > largest.bytes ? script : largest))
  expect(react.bytes, `largest script ${react.url}`).toBeGreaterThan(100_000)
  expect(react.start, `${react.url} requested at ${react.start} ms, first paint at ${timing.paint} ms`).toBeGreaterThanOrEqual(timing.paint!)
  expect(errors).toEqual([])
  await page.close()
})
