import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

test('a review page opened by direct link hydrates without errors and its FAQ toggles', async () => {
  const { page, errors } = await openPage(browser, '/product/oarline-classic-r1')
  await waitForHydration(page)
  expect(await page.locator('h1').textContent()).toBe('Oarline Classic R1 Magnetic Rowing Machine')

  const question = page.locator('.faq__question button').first()
  const answer = page.locator('.faq__answer').first()
  expect(await question.getAttribute('aria-expanded')).toBe('false')
  expect(await answer.isVisible()).toBe(false)
  await question.click()
  expect(await question.getAttribute('aria-expanded')).toBe('true')
  expect(await answer.isVisible()).toBe(true)
  await question.press('Enter')
  expect(await answer.isVisible()).toBe(false)

  expect(errors).toEqual([])
  await page.close()
})

test('choosing a thumbnail shows that image as the main image', async () => {
  const { page, errors } = await openPage(browser, '/product/oarline-classic-r1')
  await waitForHydration(page)
  const main = page.locator('.image-switcher__main')
  const first = await main.getAttribute('src')
  await page.locator('.image-switcher__thumb').nth(1).click()
  const second = await main.getAttribute('src')
  expect(second).not.toBe(first)
  expect(second).toMatch(/-2\.svg$/)
  expect(await page.locator('.image-switcher__thumb').nth(1).getAttribute('aria-pressed')).toBe('true')
  expect(errors).toEqual([])
  await page.close()
})

test('the buy button is a real link to the retailer in a new tab', async () => {
  const { page } = await openPage(browser, '/product/oarline-classic-r1')
  const buy = page.getByRole('link', { name: /Buy Now from Amazon/ }).first()
  expect(await buy.getAttribute('target')).toBe('_blank')
  expect(await buy.getAttribute('rel')).toBe('sponsored nofollow noopener noreferrer')
  expect(await buy.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/dp\/.+\?tag=besthomegym-20$/)
  await page.close()
})
