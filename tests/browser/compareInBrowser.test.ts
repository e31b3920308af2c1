import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import { pairWithSameAndDifferentRows } from './shopperPaths.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test('choosing products fills the table and the URL; Back undoes the last choice', async () => {
  const { page, errors } = await openPage(browser, '/product-compare?category=rowing-machines')
  await waitForHydration(page)
  const choices = page.getByRole('button', { name: 'Select', exact: true })
  await choices.nth(0).click()
  await page.waitForURL(/ids=[a-z0-9-]+$/)
  await page.getByRole('button', { name: 'Select', exact: true }).nth(0).click()
  await page.waitForURL(/ids=[a-z0-9-]+,[a-z0-9-]+$/)
  expect(await page.locator('.comparison-table__table thead th').count()).toBe(2)
  await page.goBack()
  await page.waitForURL(/ids=[a-z0-9-]+$/)
  await expect.poll(() => page.locator('.comparison-table__table thead th').count()).toBe(1)
  expect(errors).toEqual([])
  await page.close()
})

test('after five choices the rest are disabled with "Maximum 5 products"', async () => {
  const { page, errors } = await openPage(browser, '/product-compare?category=treadmills')
  await waitForHydration(page)
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Select', exact: true }).first().click()
  await page.waitForURL(/ids=([a-z0-9-]+,){4}[a-z0-9-]+$/)
  const blocked = page.getByRole('button', { name: 'Maximum 5 products' })
  expect(await blocked.count()).toBeGreaterThan(0)
  expect(await blocked.first().isDisabled()).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})

test('"Show only differences" hides the rows every product shares, without JavaScript and from the keyboard', async () => {
  const { path, differing } = pairWithSameAndDifferentRows()
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(siteUrl() + path)
    if (javaScriptEnabled) await waitForHydration(page)
    const rows = page.locator('.comparison-table__table tbody tr')
    const all = await rows.count()
    expect(all).toBeGreaterThan(differing)
    const toggle = page.getByText('Show only differences', { exact: true })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => rows.filter({ visible: true }).count()).toBe(differing)
    await page.keyboard.press('Enter')
    await expect.poll(() => rows.filter({ visible: true }).count()).toBe(all)
    await context.close()
  }
})
