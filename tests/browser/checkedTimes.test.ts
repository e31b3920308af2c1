import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import { reviewWithSection } from './shopperPaths.ts'

// When a price was checked: the server writes the absolute time, the page's script shows its age.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const path = reviewWithSection('offers')
/** How the server writes a checked time: "Nov 20, 2026, 6:00 AM UTC". */
const ABSOLUTE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/
/** How Intl.RelativeTimeFormat tells an age in English: "now", "3 hours ago", "yesterday", "last week". */
const AGE = /^(now|\d+ \w+ ago|yesterday|last \w+)$/

const checkedTimes = (page: Page) => page.locator('section.offers time[data-checked-at]').evaluateAll((times) => times.map((time) => ({ text: time.textContent ?? '', title: time.getAttribute('title') })))

test('with JavaScript, each checked time reads as its age, and the absolute time stays as its title', async () => {
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  const times = await checkedTimes(page)
  expect(times.length).toBeGreaterThan(0)
  for (const { text, title } of times) {
    expect(text).toMatch(AGE)
    expect(title).toMatch(ABSOLUTE)
  }
  expect(errors).toEqual([])
  await page.close()
})

test('without JavaScript, each checked time is the absolute time the server wrote', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  const times = await checkedTimes(page)
  expect(times.length).toBeGreaterThan(0)
  for (const { text, title } of times) {
    expect(text).toMatch(ABSOLUTE)
    expect(title).toBeNull()
  }
  await context.close()
})
