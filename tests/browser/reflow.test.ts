import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { axeViolations } from './axe.ts'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** WCAG 1.4.10: a 320 px wide phone, and a 1280 x 900 window at 200 % zoom (640 x 450 CSS pixels). */
const PHONE = { width: 320, height: 640 }
const ZOOMED = { width: 640, height: 450 }

const paths = [
  '/',
  '/category/treadmills',
  '/product/ironpace-pro-3000',
  '/guides/elliptical-vs-treadmill',
  '/product-compare?category=rowing-machines&ids=oarline-classic-r1,aerorow-pro-air,hydrastroke-water-rower',
  '/search?query=rowing',
  '/how-we-rank',
  '/terms',
  '/no-such-page',
]

/** How far the page itself scrolls sideways; tables scroll inside their own region and do not count. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.each(paths)('%s does not scroll sideways at 320 px wide nor zoomed to 200 percent', async (path) => {
  for (const viewport of [PHONE, ZOOMED]) {
    const { page } = await openPage(browser, path, viewport)
    await waitForHydration(page)
    expect(await sidewaysOverflow(page), `${viewport.width} px`).toBe(0)
    await page.close()
  }
})

test('at 320 px a wide table scrolls inside a labelled region the keyboard can reach', async () => {
  const { page } = await openPage(browser, '/product/ironpace-pro-3000', PHONE)
  await waitForHydration(page)
  const region = page.locator('.comparison-table__scroll')
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  expect(await region.getAttribute('tabindex')).toBe('0')
  expect(await sidewaysOverflow(page)).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  await page.close()
})

test('at 320 px the open phone menu and the open compare dialog fit the screen and pass axe', async () => {
  const { page } = await openPage(browser, '/category/treadmills', PHONE)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  expect(await sidewaysOverflow(page)).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Close menu' }).click()
  await page.locator('.product-card__compare').nth(0).click()
  await page.locator('.product-card__compare').nth(1).click()
  await page.getByRole('button', { name: /^Compare \(\d\/3\)$/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Compare Products/ })
  await dialog.waitFor()
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  await page.close()
})
