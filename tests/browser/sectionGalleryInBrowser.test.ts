import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { sectionTypes } from '../../engine/sections/all.ts'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

// Every entry of the section gallery at /_sections, drawn in a real browser. With SECTION_SHOTS=1
// each entry is also screenshotted into test-results/section-gallery/ (ignored by git), to look at
// after changing a section's design: 48 shots take about 25 s of the machine's two cores.
const SCREENSHOTS = process.env.SECTION_SHOTS === '1' ? join(projectRoot(), 'test-results', 'section-gallery') : undefined

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true })
})
afterAll(() => browser?.close())

test('the section gallery draws every section type and variant without a page error', async () => {
  const { page, errors } = await openPage(browser, '/_sections')
  await waitForHydration(page)
  const expected = sectionTypes.flatMap(({ type, schema }) => (schema.examples ?? []).map((_, i) => `${type}-${i + 1}`))
  // The gallery's bare layout has no header that could cover the top of an element screenshot.
  expect(await page.locator('.header').count()).toBe(0)
  const entries = page.locator('article.section-gallery__entry')
  expect(await entries.evaluateAll((articles) => articles.map((article) => article.id))).toEqual(expected)
  for (const id of expected) {
    const entry = page.locator(`article[id="${id}"]`)
    await entry.scrollIntoViewIfNeeded()
    // Lazy images load once scrolled to; the screenshot waits for them (a failed one is a console error).
    await entry.evaluate((article) =>
      Promise.all(
        [...article.querySelectorAll('img')].map((img) =>
          img.complete ? null : new Promise((done) => ['load', 'error'].forEach((event) => img.addEventListener(event, done, { once: true }))),
        ),
      ),
    )
    expect(await entry.isVisible(), id).toBe(true)
    if (SCREENSHOTS) await entry.screenshot({ path: join(SCREENSHOTS, `${id}.png`) })
  }
  // The buy bar shows on small screens only: one phone-sized shot of it, pinned to the viewport.
  const phone = await openPage(browser, '/_sections#buy-bar-1', { width: 390, height: 844 })
  await waitForHydration(phone.page)
  expect(await phone.page.locator('.buy-bar').first().isVisible(), 'the buy bar on a phone').toBe(true)
  if (SCREENSHOTS) await phone.page.screenshot({ path: join(SCREENSHOTS, 'buy-bar-1-phone.png') })
  expect(phone.errors).toEqual([])
  await phone.page.close()
  if (SCREENSHOTS) console.log(`section gallery: ${expected.length + 1} screenshots written into ${SCREENSHOTS}`)
  expect(errors).toEqual([])
  await page.close()
})
