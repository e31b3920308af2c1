import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test('a guide lets you pick up to three products and compare them in a dialog', async () => {
  const { page, errors } = await openPage(browser, '/guides/elliptical-vs-treadmill')
  await waitForHydration(page)
  const cards = page.locator('.product-picker__card')
  const alerts: string[] = []
  page.on('dialog', (alert) => {
    alerts.push(alert.message())
    void alert.accept()
  })
  for (let i = 0; i < 4; i++) await cards.nth(i).click()
  expect(await cards.nth(3).getAttribute('aria-pressed')).toBe('false')
  // The same rule as every page that compares: one beyond the limit is refused, and says so.
  await expect.poll(() => alerts).toEqual(['You can only compare up to 3 products.'])
  const compare = page.getByRole('button', { name: 'Compare 3 Products' })
  await compare.click()
  const dialog = page.getByRole('dialog', { name: 'Compare Products' })
  await dialog.waitFor()
  expect(await dialog.locator('thead th[scope="col"]').count()).toBe(3)
  const buy = dialog.getByRole('link', { name: /^Buy on / }).first()
  expect(await buy.getAttribute('rel')).toBe('sponsored nofollow noopener noreferrer')
  // The commission is disclosed beside the dialog's buy links.
  expect(await dialog.getByText(siteContent().site.affiliateDisclosure.short).isVisible()).toBe(true)
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog.isVisible()).toBe(false)
  await cards.nth(0).click()
  expect(await page.getByRole('button', { name: 'Compare 2 Products' }).isVisible()).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})
