import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { axeViolations } from './axe.ts'
import { siteContent } from '../support/content.ts'
import { launchBrowser, siteUrl, waitForHydration } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()
const firstReview = () => [...content.reviews.keys()][0]
const firstCategory = () => content.categories.all()[0]?.slug ?? ''
const firstCategoryLabel = () => content.categories.all()[0]?.label ?? ''
const guideWithPicker = () => [...content.infoPages].find(([path, page]) => path.startsWith('/guides/') && page.sections.some((section) => section.type === 'product-picker'))?.[0] ?? ''

type Box = { x: number; y: number; width: number; height: number }

type Drawn = { image: Box; top: Box; text: string }

/**
 * Each catalogue image whose centre is in the viewport, inside `scope`, in page order: its box, and the box
 * and words of what a shopper sees at its centre (the image itself, or something drawn over it).
 */
function drawnImages(scope: string): Drawn[] {
  const root = document.querySelector(scope) ?? document
  const box = (rect: DOMRect): Box => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height })
  return [...root.querySelectorAll('img')]
    .filter((image) => {
      const rect = image.getBoundingClientRect()
      return new URL(image.currentSrc || image.src).pathname.startsWith('/images/') && rect.width > 0 && rect.top >= 0 && rect.y + rect.height / 2 < window.innerHeight
    })
    .map((image) => {
      const rect = image.getBoundingClientRect()
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) ?? image
      const generated = getComputedStyle(top, '::before').content.replace(/^"|"$|^none$/g, '')
      const text = top === image ? '' : `${top.textContent ?? ''}${generated}`.trim()
      return { image: box(rect), top: box(top.getBoundingClientRect()), text }
    })
}

/** The same boxes to the pixel (a centred dialog may land half a pixel apart). */
function expectSameBoxes(actual: Box[], expected: Box[]): void {
  expect(actual).toHaveLength(expected.length)
  actual.forEach((box, i) => {
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[side] - (expected[i]?.[side] ?? NaN)), `${side} of box ${i}`).toBeLessThanOrEqual(1)
  })
}

/** Opens `path`, its image requests answered or failing, after `act` (e.g. opening a dialog). */
async function open(path: string, failImages: boolean, act?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  if (failImages) await page.route('**/images/**', (route) => route.abort())
  await page.goto(siteUrl() + path)
  await waitForHydration(page)
  await act?.(page)
  await page.waitForLoadState('networkidle')
  return page
}

/** Adds the first two products of a category page to the comparison and opens it. */
async function openCompareDialog(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: /^Add to comparison:/ })
  await add.nth(0).click()
  await add.nth(0).click()
  await page.getByRole('button', { name: /^Compare \(2\// }).click()
  await page.getByRole('dialog').waitFor()
}

/** Picks the first two products of a guide's picker and opens their comparison. */
async function openGuideDialog(page: Page): Promise<void> {
  const cards = page.locator('.product-picker__card')
  await cards.nth(0).click()
  await cards.nth(1).click()
  await page.getByRole('button', { name: 'Compare 2 Products' }).click()
  await page.getByRole('dialog').waitFor()
}

const pages: { kind: string; path: () => string; scope: string; act?: (page: Page) => Promise<void> }[] = [
  { kind: 'review (hero, thumbnails, gallery)', path: () => `/product/${firstReview()}`, scope: 'main' },
  { kind: 'category (cards)', path: () => `/category/${firstCategory()}`, scope: 'main' },
  { kind: 'search results', path: () => `/search?query=${encodeURIComponent(firstCategoryLabel())}`, scope: 'main' },
  { kind: 'guide comparison dialog', path: guideWithPicker, scope: 'dialog[open]', act: openGuideDialog },
  { kind: 'category comparison dialog', path: () => `/category/${firstCategory()}`, scope: 'dialog[open]', act: openCompareDialog },
]

test.each(pages)('every product image that fails to load on the $kind page says "Image not available" in its own box', async ({ path, scope, act }) => {
  const working = await open(path(), false, act)
  const drawn = (await working.evaluate(drawnImages, scope)).map((entry) => entry.image)
  await working.close()
  expect(drawn.length).toBeGreaterThan(0)

  const failing = await open(path(), true, act)
  const unlabelled = async () => (await failing.evaluate(drawnImages, scope)).filter((entry) => entry.text !== 'Image not available').length
  await expect.poll(unlabelled, { timeout: 5000 }).toBe(0)
  const shown = await failing.evaluate(drawnImages, scope)
  // The note takes the image's box, and the image keeps it: nothing on the page moves.
  expectSameBoxes(shown.map((entry) => entry.top), drawn)
  expectSameBoxes(shown.map((entry) => entry.image), drawn)
  expect(await axeViolations(failing)).toEqual([])
  await failing.close()
})
