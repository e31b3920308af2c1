import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { axeViolations } from './axe.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import { categoryWithProducts, pageWithProductPicker, reviewWithSection, twoComparable } from './shopperPaths.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PHONE = { width: 375, height: 740 }

/** Every comparison view, opened at 375 px with two products (the review compares its own alternatives). */
const views: { kind: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    kind: 'category compare dialog',
    open: async (page) => {
      await page.goto(siteUrl() + categoryWithProducts(2).path)
      await waitForHydration(page)
      await page.locator('.product-card__compare').nth(0).click()
      await page.locator('.product-card__compare').nth(1).click()
      await page.getByRole('button', { name: /^Compare \(2\/\d\)$/ }).click()
      const dialog = page.getByRole('dialog', { name: /^Compare Products/ })
      await dialog.waitFor()
      return dialog
    },
  },
  {
    kind: 'guide compare window',
    open: async (page) => {
      await page.goto(siteUrl() + pageWithProductPicker())
      await waitForHydration(page)
      await page.locator('.product-picker__card').nth(0).click()
      await page.locator('.product-picker__card').nth(1).click()
      await page.getByRole('button', { name: 'Compare 2 Products' }).click()
      const dialog = page.getByRole('dialog', { name: 'Compare Products' })
      await dialog.waitFor()
      return dialog
    },
  },
  { kind: 'comparison page', open: (page) => openPath(page, `/product-compare?${pair()}`) },
  { kind: 'comparison print view', open: (page) => openPath(page, `/product-compare/print?${pair()}`) },
  {
    kind: "review's comparison section",
    open: async (page) => (await openPath(page, reviewWithSection('comparison'))).locator('section.comparison'),
  },
]

function pair(): string {
  const { category, ids } = twoComparable()
  return `category=${category}&ids=${ids.join(',')}`
}

async function openPath(page: Page, path: string): Promise<Locator> {
  await page.goto(siteUrl() + path)
  await waitForHydration(page)
  return page.locator('main')
}

const inView = (box: { x: number; width: number } | null) => box !== null && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5

test.each(views)('at 375 px the $kind shows two products side by side with their row labels, and the page does not scroll sideways', async ({ open }) => {
  const { page, errors } = await openPage(browser, '/', PHONE)
  const scope = await open(page)
  const table = scope.locator('table:has(thead th[scope="col"])').first()
  await table.scrollIntoViewIfNeeded()
  const heads = table.locator('thead th[scope="col"]')
  expect(await heads.count()).toBeGreaterThanOrEqual(2)
  const [first, second] = [await heads.nth(0).boundingBox(), await heads.nth(1).boundingBox()]
  expect(inView(first) && inView(second), 'two product columns fit the screen').toBe(true)
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width - 1)
  const label = table.locator('tbody th[scope="row"]').first()
  expect(inView(await label.boundingBox()), 'row label on screen').toBe(true)
  // Scrolled to its last column, the table keeps its row labels in view.
  await table.evaluate((element) => {
    const region = element.parentElement!
    region.scrollLeft = region.scrollWidth
  })
  expect(inView(await label.boundingBox()), 'row label on screen after scrolling the table').toBe(true)
  expect(await label.evaluate((element) => element === document.elementFromPoint(element.getBoundingClientRect().left + 4, element.getBoundingClientRect().top + 4)?.closest('th'))).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})
