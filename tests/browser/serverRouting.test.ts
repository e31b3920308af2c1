import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'

// Bugs that client-side routing caused: each page is now a full document from the server, so none
// of them can happen again. Each test walks the shopper's path that showed the bug.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()
const treadmills = content.catalogue.category('treadmills')!
const pageSize = content.site.listing.pageSize

test('the breadcrumb "Treadmills" (/treadmills) on a review lands on the treadmill list, not a blank page', async () => {
  const { page, errors } = await openPage(browser, '/product/peakform-trail-x5')
  await waitForHydration(page)
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Treadmills' })
  expect(await crumb.getAttribute('href')).toBe('/treadmills')
  await crumb.click()
  await page.waitForURL(`${siteUrl()}/category/treadmills`)
  await page.getByRole('heading', { level: 1, name: treadmills.seo.title }).waitFor()
  expect(await page.locator('article.product-card').count()).toBe(pageSize)
  expect(errors).toEqual([])
  await page.close()
})

test('moving from rowing machines to treadmills inside the site shows every treadmill (no rowing price ceiling)', async () => {
  const { page, errors } = await openPage(browser, '/category/rowing-machines')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Related categories' }).getByRole('link', { name: 'Treadmills', exact: true }).click()
  await page.waitForURL(`${siteUrl()}/category/treadmills`)
  await waitForHydration(page)
  await page.getByText(`Showing ${pageSize} of ${treadmills.data.length} products`).waitFor()
  const highest = Math.max(...treadmills.data.map((product) => product.price!.discount ?? product.price!.regular))
  expect(await page.getByRole('slider').inputValue()).toBe(String(Math.ceil(highest)))
  expect(errors).toEqual([])
  await page.close()
})

test('"see full review" clicked right after moving the price slider lands on the review', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  await page.getByRole('slider').focus()
  await page.keyboard.press('ArrowLeft')
  const review = page.locator('a.product-card__review').first()
  const href = (await review.getAttribute('href'))!
  await review.click()
  await page.waitForURL(siteUrl() + href)
  await page.locator('h1.review-hero__title').waitFor()
  // Longer than any delayed URL update the list could still have had pending.
  await page.waitForTimeout(600)
  expect(page.url()).toBe(siteUrl() + href)
  expect(errors).toEqual([])
  await page.close()
})

test('after moving to another page inside the site the canonical link names that page', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  const review = page.locator('a.product-card__review').first()
  const href = (await review.getAttribute('href'))!
  await review.click()
  await page.waitForURL(siteUrl() + href)
  await page.locator('h1.review-hero__title').waitFor()
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toBe(content.site.url + href)
  expect(await page.locator('link[rel="canonical"]').count()).toBe(1)
  expect(errors).toEqual([])
  await page.close()
})
