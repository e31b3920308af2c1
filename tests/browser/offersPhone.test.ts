import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'
import { reviewWithSection } from './shopperPaths.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PHONE = { width: 375, height: 740 }

test('at 375 px the price table scrolls inside its own box and keeps each retailer in view', async () => {
  const { page, errors } = await openPage(browser, reviewWithSection('offers'), PHONE)
  await waitForHydration(page)
  const region = page.locator('section.offers [role="region"]')
  await region.scrollIntoViewIfNeeded()
  const retailer = region.locator('tbody th[scope="row"]').first()
  const name = (await retailer.textContent())!
  expect(name.length).toBeGreaterThan(0)
  const scrolled = await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth
    return element.scrollLeft > 0
  })
  expect(scrolled, 'the table is wider than a phone, so it scrolls').toBe(true)
  const box = (await retailer.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  // Nothing drawn over the retailer's name once the prices slide under it.
  expect(await retailer.evaluate((cell) => {
    const area = cell.getBoundingClientRect()
    return document.elementFromPoint(area.left + 4, area.top + area.height / 2)?.closest('th') === cell
  })).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})
