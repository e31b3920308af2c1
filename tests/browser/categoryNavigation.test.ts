import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { realContent } from '../support/content.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = realContent()
const elliptical = content.catalogue.category('elliptical')!
const pageSize = content.site.listing.pageSize
/** What the client router asks the server for when it moves to the elliptical page. */
const ELLIPTICAL_DATA = '**/category/elliptical/index.pageContext.json'

const cardTitles = (page: Page) => page.locator('.product-card__title').allTextContents()
const relatedLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Related categories' }).getByRole('link', { name, exact: true })

test('moving to another category shows "Loading products..." and "Loading sidebar..." until its data arrives', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(ELLIPTICAL_DATA, async (route) => {
    await held
    await route.continue()
  })

  await relatedLink(page, 'Elliptical').click()
  await page.getByText('Loading products...').waitFor()
  expect(await page.getByText('Loading sidebar...').isVisible()).toBe(true)
  expect(await page.locator('article.product-card').count()).toBe(0)

  release()
  await page.getByRole('heading', { level: 1, name: elliptical.seo.title }).waitFor()
  expect(page.url()).toBe(`${siteUrl()}/category/elliptical`)
  expect(await cardTitles(page)).toEqual(elliptical.data.slice(0, pageSize).map((product) => product.title))
  expect(await page.getByText('Loading products...').count()).toBe(0)
  expect(await page.getByText('Loading sidebar...').count()).toBe(0)
  expect(await page.title()).toBe(elliptical.seo.title)
  expect(errors).toEqual([])
  await page.close()
})

test('a failed fetch logs "Failed to fetch products" and ends with "No products found"; Reset asks again', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  await page.route(ELLIPTICAL_DATA, (route) => route.abort('internetdisconnected'))

  await relatedLink(page, 'Elliptical').click()
  await page.getByText('No products found').waitFor()
  expect(page.url()).toBe(`${siteUrl()}/category/elliptical`)
  expect(await page.getByText('Try adjusting your filters to see more results.').isVisible()).toBe(true)
  expect(await page.locator('article.product-card').count()).toBe(0)
  expect(await page.getByText('Loading products...').count()).toBe(0)
  // The header and footer stay, and nothing crashed.
  expect(await page.getByRole('link', { name: content.site.name }).first().isVisible()).toBe(true)
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
  expect(errors.some((error) => error.includes('Failed to fetch products'))).toBe(true)

  await page.unroute(ELLIPTICAL_DATA)
  await page.getByRole('button', { name: 'Reset filters' }).click()
  await page.getByRole('heading', { level: 1, name: elliptical.seo.title }).waitFor()
  expect(await cardTitles(page)).toEqual(elliptical.data.slice(0, pageSize).map((product) => product.title))
  await page.close()
})
