import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { axeViolationsOnPausedClock } from './axe.ts'
import { launchBrowser, openWithStoppedClock } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const site = siteContent().site
const promoted = siteContent().catalogue.category('treadmills')!.data[site.promo.productIndex]!

test('the promo opens without taking focus, passes axe, and steps aside when focus moves beneath it', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  // The clock stands still from before the page loads, so the promo opens when the test says.
  await openWithStoppedClock(page, '/category/treadmills')

  const box = page.getByRole('combobox', { name: 'Search products' }).first()
  await box.focus()
  await page.keyboard.type('tread')
  await page.keyboard.press('Escape')
  await page.keyboard.type('row')
  await page.clock.runFor(site.promo.intervalSeconds * 1000)
  const promo = page.getByRole('dialog', { name: promoted.title })
  await promo.waitFor()
  // Typing goes on where it was: the promo took neither focus nor keystrokes.
  await page.keyboard.type('ing')
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true)
  expect(await box.inputValue()).toBe('rowing')
  await page.keyboard.press('Escape')
  expect(await axeViolationsOnPausedClock(page)).toEqual([])

  // Focus on a page control the promo covers would be hidden (WCAG 2.4.11): the promo closes.
  // A control in the promo's column is scrolled under it first, whatever the page shows there now.
  const covered = await promo.evaluate((panel) => {
    const area = panel.getBoundingClientRect()
    const beneath = [...document.querySelectorAll<HTMLElement>('main a[href], main button')].find((element) => {
      const box = element.getBoundingClientRect()
      return !panel.contains(element) && box.width > 0 && box.left < area.right && area.left < box.right
    })
    if (!beneath) return null
    window.scrollBy({ top: beneath.getBoundingClientRect().top - (area.top + area.height / 2), behavior: 'instant' })
    const box = beneath.getBoundingClientRect()
    if (!(box.top < area.bottom && area.top < box.bottom)) return null
    beneath.focus({ preventScroll: true })
    return beneath.textContent
  })
  expect(covered).not.toBeNull()
  await promo.waitFor({ state: 'detached' })
  await page.close()
})

/** Opens the list with a stopped clock and moves the clock to the promo's first opening. */
async function openPromo(page: Page): Promise<Locator> {
  await openWithStoppedClock(page, '/category/treadmills')
  await page.clock.runFor(site.promo.intervalSeconds * 1000)
  const promo = page.getByRole('dialog', { name: promoted.title })
  await promo.waitFor()
  return promo
}

test('the pointer on the promo holds it open past its time; once the pointer leaves, the rest of its time runs', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const promo = await openPromo(page)
  await promo.hover()
  await page.clock.runFor(site.promo.visibleSeconds * 1000 * 2)
  expect(await promo.isVisible()).toBe(true)
  await page.mouse.move(5, 5)
  await page.clock.runFor(site.promo.visibleSeconds * 1000 - 500)
  expect(await promo.isVisible()).toBe(true)
  await page.clock.runFor(1000)
  await promo.waitFor({ state: 'detached' })
  await page.close()
})

test('focus in the promo holds it open; Escape closes it, focus goes back where it was, and it stays closed for the visit', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const promo = await openPromo(page)
  const sort = page.getByLabel('Sort by')
  await sort.focus()
  await promo.getByRole('link', { name: /^View on / }).focus()
  await page.clock.runFor(site.promo.visibleSeconds * 1000 * 2)
  expect(await promo.isVisible()).toBe(true)
  await page.keyboard.press('Escape')
  await promo.waitFor({ state: 'detached' })
  expect(await sort.evaluate((element) => element === document.activeElement)).toBe(true)
  await page.clock.runFor(site.promo.intervalSeconds * 1000 * 3)
  expect(await promo.count()).toBe(0)
  // The next page of the visit does not bring it back either.
  await page.reload()
  await page.clock.runFor(site.promo.intervalSeconds * 1000 * 2)
  expect(await promo.count()).toBe(0)
  await page.close()
})

test('closed with its button by a pointer, the promo leaves focus on the page, never on <body>', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const promo = await openPromo(page)
  await promo.getByRole('button', { name: 'Close offer' }).click()
  await promo.waitFor({ state: 'detached' })
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true)
  await page.close()
})
