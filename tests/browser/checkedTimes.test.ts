import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import { reviewWithSection } from './shopperPaths.ts'
import { formatDay } from '../../engine/format/dates.ts'

// When a price was checked. The site serves the demo prices: each is labelled with the data set's
// day, with or without JavaScript, and never told as an age (live prices are: tests/client).

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const path = reviewWithSection('offers')
const DEMO_LABEL = `Demo price as of ${formatDay(siteContent().site.dataAsOf)}`

const checkedTimes = (page: Page) => page.locator('section.offers time').evaluateAll((times) => times.map((time) => ({ text: time.textContent ?? '', marked: time.hasAttribute('data-checked-at') })))

test('with JavaScript, each demo price keeps the data set\'s day, not an age', async () => {
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  const times = await checkedTimes(page)
  expect(times.length).toBeGreaterThan(0)
  for (const time of times) expect(time).toEqual({ text: DEMO_LABEL, marked: false })
  expect(errors).toEqual([])
  await page.close()
})

test('without JavaScript, each demo price is labelled with the data set\'s day', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  const times = await checkedTimes(page)
  expect(times.length).toBeGreaterThan(0)
  for (const time of times) expect(time.text).toBe(DEMO_LABEL)
  await context.close()
})
