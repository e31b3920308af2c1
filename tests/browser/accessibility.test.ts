import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { axeViolations } from './axe.ts'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function openCompareDialog(page: Page): Promise<void> {
  const toggles = page.locator('.product-card__compare')
  await toggles.nth(0).click()
  await toggles.nth(1).click()
  await page.getByRole('button', { name: /^Compare \(\d\/3\)$/ }).click()
  await page.getByRole('dialog', { name: /^Compare Products/ }).waitFor()
}

async function openPickerDialog(page: Page): Promise<void> {
  const cards = page.locator('.product-picker__card')
  await cards.nth(0).click()
  await cards.nth(1).click()
  await page.getByRole('button', { name: 'Compare 2 Products' }).click()
  await page.getByRole('dialog', { name: 'Compare Products' }).waitFor()
}

/** Chooses two products on the comparison page and follows its link to their print view. */
async function openPrintView(page: Page): Promise<void> {
  const select = page.getByRole('button', { name: 'Select', exact: true })
  await select.nth(0).click()
  await select.nth(0).click()
  await Promise.all([page.waitForURL(/\/product-compare\/print\?/), page.getByRole('link', { name: 'Print this shortlist' }).click()])
  await page.getByRole('table').waitFor()
}

/** Every page kind, with the state a shopper reaches on it. */
const pageKinds: { kind: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  { kind: 'home', path: '/' },
  { kind: 'category', path: '/category/treadmills' },
  { kind: 'category with the compare dialog open', path: '/category/treadmills', act: openCompareDialog },
  { kind: 'review', path: '/product/ironpace-pro-3000' },
  { kind: 'guide with its dialog open', path: '/guides/elliptical-vs-treadmill', act: openPickerDialog },
  { kind: 'general comparison', path: '/product-compare?category=rowing-machines' },
  { kind: 'comparison print view', path: '/product-compare?category=rowing-machines', act: openPrintView },
  { kind: 'guides index', path: '/guides' },
  { kind: 'search', path: '/search?query=rowing' },
  { kind: 'information', path: '/how-we-rank' },
  { kind: 'policy', path: '/privacy' },
  { kind: '404', path: '/no-such-page' },
]

test.each(pageKinds)('axe finds no WCAG 2.2 A/AA violation on the $kind page', async ({ path, act }) => {
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  await act?.(page)
  expect(await axeViolations(page)).toEqual([])
  expect(errors.filter((error) => !error.includes('404'))).toEqual([])
  await page.close()
})
