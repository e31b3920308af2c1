import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { servedSitemapPaths } from '../support/sitemap.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import type { PageErrors } from './browser.ts'
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

// One phone page for every review, each opened as a new document: a new browser page for each cost
// more than the page load itself, and a review page keeps nothing a later one could read.
let reviewPage: ({ page: Page } & PageErrors) | undefined
afterAll(() => reviewPage?.page.close())

test.each(reviewsWithBuyBar())('at 375 px the buy bar of %s leaves the footer\'s last link visible and clickable', async (path) => {
  if (reviewPage) {
    reviewPage.errors.length = 0
    await reviewPage.page.goto(siteUrl() + path)
  } else reviewPage = await openPage(browser, path, PHONE)
  const { page, errors } = reviewPage
  await waitForHydration(page)
  expect(await page.locator('.buy-bar').isVisible()).toBe(true)
  await expectLastFooterLinkReachable(page)
  expect(errors).toEqual([])
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
  // The home page's HTML in a frame of each width in turn, measured inside one call to the browser:
  // the frame's width is its document's viewport, as a window's is (media queries, layout), so a
  // width costs a layout instead of a window resize and two round trips. The site may not be framed
  // by URL (frame-ancestors 'none'), so the frame holds the page's own HTML, on the site's origin.
  const { page } = await openPage(browser, '/about', { width: 1400, height: 700 })
  const clipped = await page.evaluate(async (url) => {
    const frame = document.createElement('iframe')
    frame.style.cssText = 'position: fixed; top: 0; left: 0; height: 700px; border: 0'
    frame.style.width = '320px'
    const html = await (await fetch(url)).text()
    await new Promise((loaded) => {
      frame.addEventListener('load', loaded, { once: true })
      frame.srcdoc = html
      document.body.append(frame)
    })
    const inner = frame.contentWindow!
    const logo = inner.document.querySelector<HTMLElement>('.header__logo')!
    // The page's stylesheets drew the frame (the load event waits for them).
    const widths: number[] = inner.document.styleSheets.length > 0 ? [] : [0]
    for (let width = 320; width <= 1400; width++) {
      frame.style.width = `${width}px`
      const box = logo.getBoundingClientRect()
      const next = logo.nextElementSibling?.getBoundingClientRect()
      const fits = logo.scrollWidth <= logo.clientWidth && box.left >= 0 && box.right <= inner.innerWidth
      if (inner.innerWidth !== width || !(fits && (!next || next.width === 0 || next.left >= box.right))) widths.push(width)
    }
    return widths
  }, siteUrl() + '/')
  expect(clipped).toEqual([])
  await page.close()
})

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
