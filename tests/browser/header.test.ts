import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test('typing in the search box suggests products by title prefix, linking to their category', async () => {
  const { page, errors } = await openPage(browser, '/')
  await waitForHydration(page)
  const box = page.getByRole('searchbox', { name: 'Search products' }).first()
  await box.fill('oarl')
  const suggestion = page.getByRole('link', { name: 'Oarline Classic R1 Magnetic Rowing Machine' }).first()
  await suggestion.waitFor()
  expect(await suggestion.getAttribute('href')).toBe('/category/rowing-machines')
  await box.fill('   ')
  expect(await page.locator('.search-box__suggestions').count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})

test('submitting a search opens the results and clears the box; blank text does nothing', async () => {
  const { page } = await openPage(browser, '/')
  await waitForHydration(page)
  const box = page.getByRole('searchbox', { name: 'Search products' }).first()
  await box.fill('   ')
  await box.press('Enter')
  expect(new URL(page.url()).pathname).toBe('/')
  await box.fill('rowing machine')
  await box.press('Enter')
  await page.waitForURL(`${siteUrl()}/search?query=rowing%20machine`)
  await page.getByRole('heading', { name: 'Search results for "rowing machine"' }).waitFor()
  expect(await box.inputValue()).toBe('')
  await page.close()
})

test('on a phone the menu button opens the menu with search and categories, and a link closes it', async () => {
  const { page, errors } = await openPage(browser, '/', { width: 375, height: 740 })
  await waitForHydration(page)
  expect(await page.locator('.header__nav').isVisible()).toBe(false)
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  expect(await menu.isVisible()).toBe(true)
  expect(await menu.getByRole('searchbox').isVisible()).toBe(true)
  expect(await menu.getByRole('link', { name: 'Recumbent Bikes' }).getAttribute('href')).toBe('/category/recumbent-bikes')
  await menu.getByRole('link', { name: 'About' }).click()
  await page.waitForURL(`${siteUrl()}/about`)
  expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})

test('the Category menu opens from the keyboard, lists the five categories and closes with Escape', async () => {
  const { page, errors } = await openPage(browser, '/')
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: 'Category' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  const menu = page.locator('#category-menu')
  expect(await menu.isVisible()).toBe(true)
  expect(await menu.getByRole('link').count()).toBe(5)
  await page.keyboard.press('Escape')
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  await page.mouse.move(0, 600)
  expect(await menu.isVisible()).toBe(false)
  expect(errors).toEqual([])
  await page.close()
})
