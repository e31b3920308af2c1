import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, siteUrl, waitForHydration } from './browser.ts'
import { categoryWithProducts, pageWithProductPicker } from './shopperPaths.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`)
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')

/** Tabs forward and back through an open dialog: focus never lands on the page behind it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const outside = () => dialog.evaluate((element) => {
    const active = document.activeElement
    // The browser's own controls (body as the active element) are allowed: the page behind is inert.
    return active !== null && active !== document.body && !element.contains(active)
  })
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(key)
      expect(await outside(), `${key} x${i + 1}`).toBe(false)
    }
  }
}

test('the header search works by keyboard alone: Tab, type, arrows, Enter', async () => {
  const { page, errors } = await openPage(browser, '/')
  await waitForHydration(page)
  const box = page.getByRole('combobox', { name: 'Search products' }).first()
  await tabTo(page, box)
  await page.keyboard.type('oarline')
  await page.getByRole('option').first().waitFor()
  expect(await box.getAttribute('aria-controls')).toBe(await page.getByRole('listbox').first().getAttribute('id'))
  await page.keyboard.press('ArrowUp')
  const options = page.getByRole('option')
  const last = options.nth((await options.count()) - 1)
  expect(await box.getAttribute('aria-activedescendant')).toBe(await last.getAttribute('id'))
  await page.keyboard.press('ArrowDown')
  expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'))
  const href = await options.first().getAttribute('data-href')
  await page.keyboard.press('Enter')
  await page.waitForURL(`${siteUrl()}${href}`)
  expect(errors).toEqual([])
  await page.close()
})

test('the phone menu is a disclosure button: Enter opens it, Tab enters it, Escape closes it and returns focus', async () => {
  const { page, errors } = await openPage(browser, '/', { width: 375, height: 740 })
  await waitForHydration(page)
  // The button's name says what it will do: "Open menu", then "Close menu".
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await page.keyboard.press('Tab')
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.type('zz')
  // The first Escape clears the search box inside the menu; the next closes the menu.
  await page.keyboard.press('Escape')
  expect(await menu.isVisible()).toBe(true)
  await page.keyboard.press('Escape')
  expect(await menu.isVisible()).toBe(false)
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})

test('the Category menu is a disclosure button: Tab reaches its links, Escape closes it and returns focus', async () => {
  const { page, errors } = await openPage(browser, '/')
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: 'Category' })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  await page.keyboard.press('Tab')
  expect(await activeText(page)).toBe('Rowing Machines')
  await page.keyboard.press('Escape')
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
  expect(await page.locator('#category-menu').isVisible()).toBe(false)
  expect(errors).toEqual([])
  await page.close()
})

test('the category compare dialog opens from the keyboard, keeps focus inside, closes on Escape and returns focus', async () => {
  const { page, errors } = await openPage(browser, '/category/treadmills')
  await waitForHydration(page)
  const toggles = page.locator('.product-card__compare')
  await toggles.nth(0).focus()
  await page.keyboard.press('Space')
  await toggles.nth(1).focus()
  await page.keyboard.press('Enter')
  const opener = page.getByRole('button', { name: 'Compare (2/3)' })
  await tabTo(page, opener, 120)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Compare Products (2/3)' })
  await dialog.waitFor()
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})

test('the guide picker dialog keeps focus inside, closes on Escape and on its close button, and returns focus', async () => {
  const { page, errors } = await openPage(browser, '/guides/elliptical-vs-treadmill')
  await waitForHydration(page)
  const cards = page.locator('.product-picker__card')
  await cards.nth(0).focus()
  await page.keyboard.press('Enter')
  await cards.nth(1).focus()
  await page.keyboard.press('Space')
  const opener = page.getByRole('button', { name: 'Compare 2 Products' })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Compare Products' })
  await dialog.waitFor()
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
  await page.keyboard.press('Enter')
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Close comparison' }).focus()
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})

/**
 * A shopper closes a comparison (Escape, which the browser reports a task later) and opens it again
 * at once: the dialog opens, and stays open, whichever order the browser reports the two in.
 */
async function expectReopensRightAfterClosing(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.click()
  await dialog.waitFor()
  await dialog.evaluate((element, button) => {
    ;(element as HTMLDialogElement).requestClose()
    ;(button as HTMLElement).click()
  }, await opener.elementHandle())
  // Let the close the browser queued be reported before looking.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(await dialog.isVisible()).toBe(true)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
}

test('the guide picker dialog opened again right after Escape stays open', async () => {
  const { page, errors } = await openPage(browser, pageWithProductPicker())
  await waitForHydration(page)
  const cards = page.locator('.product-picker__card')
  await cards.nth(0).click()
  await cards.nth(1).click()
  await expectReopensRightAfterClosing(page, page.getByRole('button', { name: 'Compare 2 Products' }), page.getByRole('dialog', { name: 'Compare Products' }))
  expect(errors).toEqual([])
  await page.close()
})

test('the category compare dialog opened again right after Escape stays open', async () => {
  const { page, errors } = await openPage(browser, categoryWithProducts(2).path)
  await waitForHydration(page)
  const toggles = page.locator('.product-card__compare')
  await toggles.nth(0).click()
  await toggles.nth(1).click()
  await expectReopensRightAfterClosing(page, page.getByRole('button', { name: /^Compare \(2\/\d\)$/ }), page.getByRole('dialog', { name: /^Compare Products \(2\/\d\)$/ }))
  expect(errors).toEqual([])
  await page.close()
})

test('the Category list shown on hover says so to assistive technology, hides on Escape without moving the pointer, until the pointer leaves', async () => {
  const { page, errors } = await openPage(browser, '/')
  await waitForHydration(page)
  const menu = page.locator('#category-menu')
  const toggle = page.getByRole('button', { name: 'Category' })
  await toggle.hover()
  expect(await menu.isVisible()).toBe(true)
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  await page.keyboard.press('Escape')
  expect(await menu.isVisible()).toBe(false)
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  await page.mouse.move(0, 600)
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  await toggle.hover()
  expect(await menu.isVisible()).toBe(true)
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  // A click keeps it open after the pointer leaves; a second click closes it.
  await toggle.click()
  await page.mouse.move(0, 600)
  expect(await menu.isVisible()).toBe(true)
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  await toggle.click()
  await page.mouse.move(0, 600)
  expect(await menu.isVisible()).toBe(false)
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(errors).toEqual([])
  await page.close()
})
