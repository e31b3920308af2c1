import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The focused element, and whether it draws a focus ring of at least 2 px (WCAG 2.4.7). */
const focusRing = () => {
  const element = document.activeElement
  if (!element || element === document.body) return null
  const style = getComputedStyle(element)
  const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
  return { label: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`, ring }
}

test.each(['/', '/category/treadmills', '/product/ironpace-pro-3000', '/guides/elliptical-vs-treadmill', '/how-we-rank'])(
  'every control Tab reaches on %s shows a visible focus ring',
  async (path) => {
    const { page } = await openPage(browser, path)
    await waitForHydration(page)
    const seen: string[] = []
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(focusRing)
      if (!focused) continue
      seen.push(focused.label)
      expect(focused.ring, focused.label).toBe(true)
    }
    expect(seen.length).toBeGreaterThan(20)
    await page.close()
  },
)
