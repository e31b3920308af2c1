import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { servedSitemapPaths } from '../support/sitemap.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import { categoryWithProducts, reviewsWithBuyBar } from './shopperPaths.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PHONE = { width: 375, height: 667 }

/**
 * At the end of the page, the footer's last link is on screen and nothing lies over any part of
 * it: a tap at its top, middle or bottom edge hits the link itself.
 */
async function expectLastFooterLinkReachable(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const last = page.locator('footer a').last()
  const box = (await last.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
  const points = [box.y + 1, box.y + box.height / 2, box.y + box.height - 1].flatMap((y) => [box.x + 1, box.x + box.width / 2, box.x + box.width - 1].map((x) => [x, y] as const))
  const hits = await page.evaluate((at) => at.map(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null), points)
  expect(new Set(hits)).toEqual(new Set([await last.getAttribute('href')]))
  const href = (await last.getAttribute('href'))!
  await last.click()
  await page.waitForURL(siteUrl() + href)
}

test.each(reviewsWithBuyBar())('at 375 px the buy bar of %s leaves the footer\'s last link visible and clickable', async (path) => {
  const { page, errors } = await openPage(browser, path, PHONE)
  await waitForHydration(page)
  expect(await page.locator('.buy-bar').isVisible()).toBe(true)
  await expectLastFooterLinkReachable(page)
  expect(errors).toEqual([])
  await page.close()
})

test('at 375 px the floating compare button leaves the footer\'s last link visible and clickable', async () => {
  const { page, errors } = await openPage(browser, categoryWithProducts(1).path, PHONE)
  await waitForHydration(page)
  await page.locator('.product-card__compare').first().click()
  await page.getByRole('button', { name: /^Compare \(1\/\d\)$/ }).waitFor()
  await expectLastFooterLinkReachable(page)
  expect(errors).toEqual([])
  await page.close()
})

test('at every width from 320 to 1400 px the header shows the whole site name, beside its neighbours', async () => {
  const { page } = await openPage(browser, '/', { width: 320, height: 700 })
  const clipped: number[] = []
  for (let width = 320; width <= 1400; width++) {
    await page.setViewportSize({ width, height: 700 })
    const whole = await page.evaluate(() => {
      const logo = document.querySelector<HTMLElement>('.header__logo')!
      const box = logo.getBoundingClientRect()
      const next = logo.nextElementSibling?.getBoundingClientRect()
      const fits = logo.scrollWidth <= logo.clientWidth && box.left >= 0 && box.right <= window.innerWidth
      return fits && (!next || next.width === 0 || next.left >= box.right)
    })
    if (!whole) clipped.push(width)
  }
  expect(clipped).toEqual([])
  await page.close()
  // 1,081 widths, two round trips to the browser each: seconds on an idle machine, over a minute
  // on a busy one, where the suite's common time limit cut it off.
}, 300_000)

test('every in-page link of every listed page leads to something on that page, and no field stands outside a form', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const problems: string[] = []
  for (const path of await servedSitemapPaths(siteUrl())) {
    await page.goto(siteUrl() + path)
    const found = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
        .filter((link) => link.hash.length > 1 && !document.getElementById(decodeURIComponent(link.hash.slice(1))))
        .map((link) => `link to ${link.hash}`),
      ...[...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
        .filter((field) => !field.closest('form[action]'))
        .map((field) => `field ${field.getAttribute('name') ?? field.id} outside a form`),
    ])
    problems.push(...found.map((problem) => `${path}: ${problem}`))
  }
  expect(problems).toEqual([])
  await context.close()
})
