import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { axeViolations } from './axe.ts'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PHONE = { width: 320, height: 640 }
const content = siteContent()

/** A review with a price history whose product is a deal with a "was" price, found by the rules. */
function reviewOnDeal(): string {
  for (const [slug, review] of content.reviews) {
    const claims = content.catalogue.prices.summary(review.product).claims
    if (claims.deal && claims.was && review.sections.some((section) => section.type === 'price-history')) return `/product/${slug}`
  }
  throw new Error('no review of the loaded content shows a deal with a "was" price')
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('at 320 px the price history chart fits the screen whole, named, with its lows, deal badge and "was" price, and passes axe', async () => {
  const { page, errors } = await openPage(browser, reviewOnDeal(), PHONE)
  await waitForHydration(page)
  const section = page.locator('section.price-history')
  await section.scrollIntoViewIfNeeded()
  const chart = page.getByRole('img', { name: /^Chart of the .+ best price from / })
  const box = (await chart.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  expect(box.height).toBeGreaterThan(100)
  for (const days of [30, 90, 365]) expect(await section.getByText(`Lowest in the last ${days} days:`).isVisible()).toBe(true)
  expect(await section.locator('.badge--deal').isVisible()).toBe(true)
  expect(await section.getByText(/^Was \$/).first().isVisible()).toBe(true)
  expect(await page.locator('.review-hero .badge--deal').isVisible()).toBe(true)
  expect(await sidewaysOverflow(page)).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})

test('at 320 px every card of a category shows "from $X at N retailers" inside the card, and passes axe', async () => {
  const category = content.categories.all()[0]!
  const { page, errors } = await openPage(browser, category.path, PHONE)
  await waitForHydration(page)
  const cards = page.locator('article.product-card')
  expect(await cards.count()).toBeGreaterThan(0)
  for (const card of await cards.all()) {
    const offers = card.locator('.product-card__offers')
    if (!(await offers.count())) continue
    expect(await offers.textContent()).toMatch(/^from \$[\d,]+\.\d\d at \d+ retailers?$/)
    const [outer, inner] = [(await card.boundingBox())!, (await offers.boundingBox())!]
    expect(inner.x).toBeGreaterThanOrEqual(outer.x)
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width)
    expect(outer.x + outer.width).toBeLessThanOrEqual(PHONE.width)
  }
  expect(await sidewaysOverflow(page)).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})
