import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { cardTitles, launchBrowser, listSettled, openPage, siteUrl, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()
const elliptical = content.catalogue.category('elliptical')!
const pageSize = content.site.listing.pageSize

const relatedLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Related categories' }).getByRole('link', { name, exact: true })

/** Server routing: what the browser asks for besides documents and assets (none expected). */
function dataRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.includes('pageContext.json') || url.includes('/api/')) asked.push(url)
  })
  return asked
}

test('moving to another category loads its page as one complete document, with no data request', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  const asked = dataRequests(page)
  const document = page.waitForResponse((response) => response.url() === `${siteUrl()}/category/elliptical` && response.request().resourceType() === 'document')

  await relatedLink(page, 'Elliptical').click()
  expect((await document).status()).toBe(200)
  await page.getByRole('heading', { level: 1, name: elliptical.seo.title }).waitFor()
  await waitForHydration(page)
  expect(page.url()).toBe(`${siteUrl()}/category/elliptical`)
  expect(await cardTitles(page)).toEqual(elliptical.data.slice(0, pageSize).map((product) => product.title))
  expect(await page.title()).toBe(elliptical.seo.title)
  expect(asked).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})

test('Back from another page returns to the category view as it was left (the view lives in the URL)', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  await page.getByLabel('Sort by').selectOption('price-low')
  await page.waitForURL(`${siteUrl()}/category/treadmills?sort=price-low`)
  await relatedLink(page, 'Elliptical').click()
  await page.getByRole('heading', { level: 1, name: elliptical.seo.title }).waitFor()
  await page.goBack()
  await page.waitForURL(`${siteUrl()}/category/treadmills?sort=price-low`)
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price-low')
  expect(errors).toEqual([])
  await page.close()
})
