import type { Browser, Response } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isRaster } from '../../engine/shop/images.ts'
import { siteContent } from '../support/content.ts'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()

/** A review whose product has several photos; the content decides which. */
function photoReview(): string {
  for (const [slug, review] of content.reviews) {
    const product = content.catalogue.byId(review.product)
    if (product && isRaster(product.image) && (product.sub_images ?? []).filter(isRaster).length > 1) return slug
  }
  throw new Error('no review in the content shows several photos')
}

const MAIN = '.image-switcher__main'
const currentSrc = (selector: string) => `(document.querySelector('${selector}')?.currentSrc ?? '')`
// Predicates are functions, not strings: the pages' Content-Security-Policy forbids eval.
const loaded = (selector: string) => (document.querySelector(selector) as HTMLImageElement | null)?.complete === true
const showing = ([selector, part]: [string, string]) => ((document.querySelector(selector) as HTMLImageElement | null)?.currentSrc ?? '').includes(part)

test('Chromium is sent the review photo as AVIF of the width it needs, and the switcher swaps photos', async () => {
  const images: Response[] = []
  const { page, errors } = await openPage(browser, `/product/${photoReview()}`)
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/')) images.push(response)
  })
  await waitForHydration(page)
  await page.waitForFunction(loaded, MAIN)
  const first = String(await page.evaluate(currentSrc('.image-switcher__main')))
  // 600 CSS px at a device pixel ratio of 1 picks the 800 px variant.
  expect(first).toMatch(/-1-800w\.avif$/)
  const served = await page.evaluate(async (url) => (await fetch(url, { cache: 'force-cache' })).headers.get('content-type'), first)
  expect(served).toBe('image/avif')

  await page.locator('.image-switcher__thumb').nth(1).click()
  await page.waitForFunction(showing, [MAIN, '-2-'] as [string, string])
  const second = String(await page.evaluate(currentSrc('.image-switcher__main')))
  expect(second).toMatch(/-2-800w\.avif$/)
  await page.waitForFunction(loaded, MAIN)
  const response = images.find((entry) => entry.url() === second)
  expect(response?.headers()['content-type']).toBe('image/avif')
  expect(errors).toEqual([])
  await page.close()
})
