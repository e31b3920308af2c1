import type { Browser } from 'playwright-core'
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
  const covered = await promo.evaluate((panel) => {
    const area = panel.getBoundingClientRect()
    const beneath = [...document.querySelectorAll<HTMLElement>('main a[href], main button')].find((element) => {
      const box = element.getBoundingClientRect()
      return !panel.contains(element) && box.width > 0 && box.left < area.right && area.left < box.right && box.top < area.bottom && area.top < box.bottom
    })
    beneath?.focus()
    return beneath?.textContent ?? null
  })
  expect(covered).not.toBeNull()
  await promo.waitFor({ state: 'detached' })
  await page.close()
})
