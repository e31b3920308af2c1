import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cardTitles, launchBrowser, listSettled, openPage, siteUrl, waitForHydration } from './browser.ts'
import { categoryWithProducts } from './shopperPaths.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PHONE = { width: 375, height: 667 }
const compareButton = (page: Page) => page.getByRole('button', { name: /^Compare \(\d\/\d\)$/ })

test('with JavaScript off, sort and minimum rating applied through the form list the same products as with it, at the same URL', async () => {
  const { path } = categoryWithProducts(3)
  const scripted = await openPage(browser, path, PHONE)
  await waitForHydration(scripted.page)
  await scripted.page.getByRole('button', { name: 'Show Filters' }).click()
  await scripted.page.getByLabel('Sort by').selectOption('price-low')
  await scripted.page.locator('select[name="rating"]').selectOption('4')
  const withScript = await cardTitles(scripted.page)
  const scriptedUrl = new URL(scripted.page.url())
  await scripted.page.close()

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  // Nothing is folded away behind a button that needs the script.
  expect(await page.getByRole('button', { name: 'Show Filters' }).isVisible()).toBe(false)
  await page.getByLabel('Sort by').selectOption('price-low')
  await page.locator('select[name="rating"]').selectOption('4')
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-low')
  const url = new URL(page.url())
  expect(url.pathname).toBe(scriptedUrl.pathname)
  for (const key of ['sort', 'rating']) expect(url.searchParams.get(key)).toBe(scriptedUrl.searchParams.get(key))
  expect(await cardTitles(page)).toEqual(withScript)
  expect(withScript.length).toBeGreaterThan(0)
  await context.close()
})

test('with JavaScript off, a price bound applied through the form lists the same products as the script\'s URL', async () => {
  const { path } = categoryWithProducts(3)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  const slider = page.getByRole('slider')
  const bound = Math.floor((Number(await slider.getAttribute('value')) + Number(await slider.getAttribute('min'))) / 2)
  await slider.fill(String(bound))
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.waitForURL((url) => url.searchParams.get('maxPrice') === String(bound))
  const viaForm = await cardTitles(page)
  await context.close()

  const scripted = await openPage(browser, `${path}?maxPrice=${bound}`)
  await waitForHydration(scripted.page)
  expect(await cardTitles(scripted.page)).toEqual(viaForm)
  await scripted.page.close()
})

test('on a phone the folded filters show the active ones as chips; a chip removes its filter', async () => {
  const { page, errors } = await openPage(browser, `${categoryWithProducts(3).path}?sort=price-high&rating=4`, PHONE)
  await waitForHydration(page)
  expect(await page.getByLabel('Sort by').isVisible()).toBe(false)
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('link')
  expect(await chips.allTextContents()).toEqual(['Sort: Price: High to Low ✕', 'Customer rating: 4 stars & up ✕'])
  await page.getByRole('link', { name: 'Remove filter: Customer rating: 4 stars & up' }).click()
  await page.waitForURL((url) => !url.searchParams.has('rating') && url.searchParams.get('sort') === 'price-high')
  expect(await chips.allTextContents()).toEqual(['Sort: Price: High to Low ✕'])
  await page.getByRole('link', { name: /^Remove filter: Sort/ }).click()
  await page.getByRole('list', { name: 'Active filters' }).waitFor({ state: 'detached' })
  expect(new URL(page.url()).search).toBe('')
  expect(errors).toEqual([])
  await page.close()
})

test('the comparison picks live in the URL: reload and a shared link keep them, and filtering keeps them too', async () => {
  const { path } = categoryWithProducts(3)
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  const toggles = page.locator('.product-card__compare')
  const picked = await page.locator('.product-card__title').evaluateAll((titles) => titles.slice(0, 2).map((title) => title.textContent))
  await toggles.nth(0).click()
  await toggles.nth(1).click()
  await page.waitForURL((url) => (url.searchParams.get('compare') ?? '').split(',').length === 2)
  await page.getByLabel('Sort by').selectOption('rating')
  expect(new URL(page.url()).searchParams.get('compare')?.split(',')).toHaveLength(2)
  const shared = page.url()

  await page.reload()
  await waitForHydration(page)
  expect(await compareButton(page).textContent()).toMatch(/^Compare \(2\//)
  const other = await openPage(browser, shared.slice(siteUrl().length))
  await waitForHydration(other.page)
  await compareButton(other.page).click()
  const dialog = other.page.getByRole('dialog', { name: /^Compare Products \(2\// })
  await dialog.waitFor()
  for (const title of picked) expect(await dialog.textContent()).toContain(title)
  expect([...errors, ...other.errors]).toEqual([])
  await page.close()
  await other.page.close()
})

test.each([
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', PHONE],
])('"Back to Top" takes keyboard focus to the top of the page on %s', async (_, viewport) => {
  const { page, errors } = await openPage(browser, categoryWithProducts(1).path, viewport)
  await waitForHydration(page)
  const top = page.getByRole('button', { name: 'Back to Top' })
  await top.focus()
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => window.scrollY === 0)
  const focused = await page.evaluate(() => {
    const active = document.activeElement!
    return { body: active === document.body, top: active.getBoundingClientRect().top + window.scrollY }
  })
  expect(focused.body).toBe(false)
  expect(focused.top).toBeLessThan(page.viewportSize()!.height)
  // The next Tab goes on from the top: to the ranking's method link, the awards under the heading or
  // the filters, not past the list.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => {
      const active = document.activeElement
      return active?.closest('.listing__ranked-on, .category-awards, form[aria-label="Filters"]') !== null && active?.closest('.listing__grid') === null
    }),
  ).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})
