import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { categoryPath } from '../../engine/catalogue/Categories.ts'
import type { ReviewPage } from '../../schemas/types.gen.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { siteContent } from '../support/content.ts'
import { shopHosts } from '../support/shopOfBuyLink.ts'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()

type Accept = (review: ReviewPage, images: number) => boolean

/** The first review page whose product and sections allow a check; the content decides which. */
function findReview(accept: Accept) {
  for (const [slug, review] of content.reviews) {
    const product = content.catalogue.byId(review.product)!
    if (accept(review, (product.sub_images ?? [product.image]).length)) return { slug, review, product }
  }
  return undefined
}

function reviewWhere(accept: Accept) {
  const found = findReview(accept)
  if (!found) throw new Error('no review in the content fits this check')
  return found
}
const has = (review: ReviewPage, type: ReviewPage['sections'][number]['type']) => review.sections.some((s) => s.type === type)

test('every review page hydrates without page errors', async () => {
  // One tab loading each review in turn (a whole page load each): a new tab costs Chromium more than the page.
  const paths = [...content.reviews.keys()].map((slug) => `/product/${slug}`)
  const { page, errors } = await openPage(browser, paths[0]!)
  for (const [i, path] of paths.entries()) {
    if (i > 0) await page.goto(siteUrl() + path)
    await waitForHydration(page)
    expect(errors.splice(0), path).toEqual([])
  }
  await page.close()
})

test('choosing a thumbnail shows that image as the main image', async () => {
  const { slug } = reviewWhere((review, images) => has(review, 'review-hero') && images > 1)
  const { page, errors } = await openPage(browser, `/product/${slug}`)
  await waitForHydration(page)
  const main = page.locator('.image-switcher__main')
  const thumbs = page.locator('.image-switcher__thumb')
  const first = await main.getAttribute('src')
  expect(await thumbs.first().getAttribute('aria-pressed')).toBe('true')
  await thumbs.nth(1).click()
  const second = await main.getAttribute('src')
  expect(second).not.toBe(first)
  expect(second).toMatch(/-2\.svg$/)
  expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true')
  expect(await thumbs.first().getAttribute('aria-pressed')).toBe('false')
  expect(errors).toEqual([])
  await page.close()
})

test('each FAQ question toggles its answer, by mouse and by keyboard', async () => {
  const { slug } = reviewWhere((review) => has(review, 'faq'))
  const { page, errors } = await openPage(browser, `/product/${slug}`)
  await waitForHydration(page)
  const question = page.locator('.faq__question').first()
  const item = page.locator('.faq__item').first()
  const answer = page.locator('.faq__answer').first()
  expect(await item.getAttribute('open')).toBeNull()
  expect(await answer.isVisible()).toBe(false)
  await question.click()
  expect(await item.getAttribute('open')).not.toBeNull()
  expect(await answer.isVisible()).toBe(true)
  await question.press('Enter')
  expect(await answer.isVisible()).toBe(false)
  await question.focus()
  await page.keyboard.press('Space')
  expect(await answer.isVisible()).toBe(true)
  expect(await page.locator('.faq__item[open]').count()).toBe(1)
  expect(errors).toEqual([])
  await page.close()
})

test('"Back to products" goes one step back to the page the shopper came from', async () => {
  const { page, errors } = await openPage(browser, '/')
  await waitForHydration(page)
  const link = page.locator('a[href^="/product/"]').first()
  const href = await link.getAttribute('href')
  await link.click()
  await page.waitForURL(siteUrl() + href)
  await page.locator('h1.review-hero__title').waitFor()
  await page.getByRole('button', { name: 'Back to products' }).click()
  await page.waitForURL(siteUrl() + '/')
  await expect.poll(() => page.locator('h1.review-hero__title').count()).toBe(0)
  expect(await page.locator('a[href^="/product/"]').count()).toBeGreaterThan(0)
  expect(errors).toEqual([])
  await page.close()
})

test('"Back to products" on a review opened directly goes to its category page', async () => {
  // A page linking to an odd category spelling (/treadmills, ...) when there is one: the server redirects it.
  const odd = findReview((review) => review.categoryLink !== undefined && review.categoryLink !== categoryPath(content.catalogue.byId(review.product)!.category))
  const { slug, product } = odd ?? reviewWhere(() => true)
  const { page, errors } = await openPage(browser, `/product/${slug}`)
  await waitForHydration(page)
  // The tab's history holds the blank page it opened with, which is not ours: no referrer says so.
  expect(await page.evaluate(() => document.referrer)).toBe('')
  await page.getByRole('button', { name: 'Back to products' }).click()
  await page.waitForURL(siteUrl() + categoryPath(product.category))
  expect(errors.filter((e) => !e.includes('404'))).toEqual([])
  await page.close()
})

test('the buy bar is fixed to the bottom at 375 px and not shown at 1280 px', async () => {
  const { slug } = reviewWhere((review) => has(review, 'buy-bar'))
  const phone = await openPage(browser, `/product/${slug}`, { width: 375, height: 740 })
  await waitForHydration(phone.page)
  const bar = phone.page.locator('.buy-bar')
  expect(await bar.isVisible()).toBe(true)
  const box = (await bar.boundingBox())!
  expect(Math.round(box.y + box.height)).toBe(740)
  expect(box.width).toBe(375)
  const link = bar.getByRole('link', { name: /Buy Now from/ })
  expect(await link.getAttribute('target')).toBe('_blank')
  expect(await link.getAttribute('rel')).toBe('sponsored nofollow noopener noreferrer')
  expect(phone.errors).toEqual([])
  await phone.page.close()

  const desktop = await openPage(browser, `/product/${slug}`)
  await waitForHydration(desktop.page)
  expect(await desktop.page.locator('.buy-bar').isVisible()).toBe(false)
  expect(desktop.errors).toEqual([])
  await desktop.page.close()
})

test('a gallery image that fails to load is logged, keeps its file, and its box says "Image not available"', async () => {
  const { slug, product } = reviewWhere((review, images) => has(review, 'gallery') && images > 2)
  const broken = (product.sub_images ?? [])[1]!
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await page.route(`**${broken}`, (route) => route.abort())
  await page.goto(`${siteUrl()}/product/${slug}`)
  await waitForHydration(page)
  const image = page.locator('.gallery img').first()
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => logged.filter((text) => text === 'Failed to load image: gallery image 2')).toHaveLength(1)
  expect(await image.isVisible()).toBe(true)
  expect(await image.getAttribute('src')).toBe(broken)
  await expect.poll(() => page.locator('.gallery .product-image__fallback').first().isVisible()).toBe(true)
  await page.close()
})

test('every buy control on a review page is a real link to the retailer in a new tab', async () => {
  const { slug } = reviewWhere(() => true)
  const { page, errors } = await openPage(browser, `/product/${slug}`)
  await waitForHydration(page)
  const buy = page.getByRole('link', { name: /Buy Now from/ })
  expect(await buy.count()).toBeGreaterThanOrEqual(1)
  for (const link of await buy.all()) {
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('sponsored nofollow noopener noreferrer')
    // The shop of the best current offer: a retailer of the offers store, never another.
    expect(shopHosts(resolveContentDir())).toContain(new URL((await link.getAttribute('href'))!).host)
  }
  expect(errors).toEqual([])
  await page.close()
})
