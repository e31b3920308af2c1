import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'

// One labelled score scale on every page kind that shows products: each product's "Our score" is
// the same wherever it appears, and every customer figure names its source and the day it was read.
// The products are picked from the pages themselves, so the test holds for whatever content is loaded.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Every "Our score" seen, by product title: each page kind adds what it shows. */
const seen = new Map<string, Set<string>>()
function saw(title: string, score: string | undefined): void {
  expect(score, `a score for ${title}`).toMatch(/^\d+\.\d\/10$/)
  seen.set(title, (seen.get(title) ?? new Set()).add(score!))
}
const scoreOf = (text: string | null) => /Our score (\d+\.\d\/10)/.exec(text ?? '')?.[1]

/** A customer figure's source and day, as every page writes it after the figure. */
const SOURCED = /customer ratings?(?: at [^,]+(?:\([^)]*\))?,|, read) [A-Z][a-z]{2} \d{1,2}, \d{4}/

/** A store's count of buyers ("2K+ bought in past month") names its store and day the same way. */
const SOURCED_SALES = /^\S+ bought\b[^\n]{0,60}? at [^,\n]+(?:\([^)]*\))?, [A-Z][a-z]{2} \d{1,2}, \d{4}/

/**
 * Every star row sits beside its count, source and day, and every "x out of 5" and every count of
 * buyers in the page's text is followed by them.
 */
async function expectSourcedFigures(page: Page): Promise<void> {
  const beside = await page.locator('.stars').evaluateAll((rows) => rows.map((row) => row.parentElement?.parentElement?.textContent ?? ''))
  for (const text of beside) expect(text).toMatch(SOURCED)
  const text = await page.locator('body').innerText()
  for (const match of text.matchAll(/\d\.\d out of 5\b/g)) expect(text.slice(match.index, match.index + 160)).toMatch(SOURCED)
  for (const match of text.matchAll(/\d[\d,.]*K?\+? bought\b/gi)) expect(text.slice(match.index, match.index + 160)).toMatch(SOURCED_SALES)
}

/** A comparison table's "Our score" row, by the product names of its head. */
async function tableScores(table: Locator): Promise<void> {
  const names = await table.locator('thead .comparison-table__name').allTextContents()
  const row = table.locator('tbody tr').filter({ has: table.page().locator('th[scope="row"]', { hasText: /^Our score/ }) })
  const cells = await row.first().locator('td').allTextContents()
  expect(cells.length).toBe(names.length)
  names.forEach((name, i) => saw(name.trim(), /(\d+\.\d\/10)/.exec(cells[i] ?? '')?.[1]))
}

test('every page kind shows the same "Our score" for the same product, and every customer figure with its source and date', async () => {
  const home = await openPage(browser, '/')
  await waitForHydration(home.page)
  await expectSourcedFigures(home.page)
  const categoryHref = await home.page.locator('a[href^="/category/"]').first().getAttribute('href')
  await home.page.close()
  expect(categoryHref).toBeTruthy()

  // A category: every card's score, and the first cards' review links.
  const { page, errors } = await openPage(browser, categoryHref!)
  await waitForHydration(page)
  await expectSourcedFigures(page)
  const cards = page.locator('article.product-card')
  const titles = (await page.locator('.product-card__title').allTextContents()).map((title) => title.trim())
  expect(titles.length).toBeGreaterThan(1)
  for (const [i, title] of titles.entries()) saw(title, scoreOf(await cards.nth(i).locator('.our-score').textContent()))
  const reviewed = await cards.evaluateAll((all) =>
    all.flatMap((card) => {
      const href = card.querySelector('.product-card__review')?.getAttribute('href')
      return href ? [{ title: card.querySelector('.product-card__title')?.textContent?.trim() ?? '', href }] : []
    }),
  )

  // The category's compare dialog, for its first two cards.
  await cards.nth(0).locator('.product-card__compare').click()
  await cards.nth(1).locator('.product-card__compare').click()
  await page.getByRole('button', { name: /^Compare \(2\/\d+\)$/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Compare Products/ })
  await dialog.waitFor()
  await tableScores(dialog)
  await expectSourcedFigures(page)
  expect(errors).toEqual([])
  await page.close()

  // A review page of a product the category lists.
  expect(reviewed.length).toBeGreaterThan(0)
  const review = await openPage(browser, reviewed[0]!.href)
  await waitForHydration(review.page)
  saw(reviewed[0]!.title, scoreOf(await review.page.locator('.review-hero__score').textContent()))
  await expectSourcedFigures(review.page)
  await review.page.close()

  // Search, for the first card's title.
  const search = await openPage(browser, `/search?query=${encodeURIComponent(titles[0]!)}`)
  await waitForHydration(search.page)
  const results = search.page.locator('.search-results__item')
  expect(await results.count()).toBeGreaterThan(0)
  for (const item of await results.all()) saw((await item.locator('.search-results__title').textContent())!.trim(), scoreOf(await item.locator('.our-score').textContent()))
  await expectSourcedFigures(search.page)
  await search.page.close()

  // The compare page, for the first two products of the category.
  const compare = await openPage(browser, `/product-compare?category=${categoryHref!.split('/').pop()}`)
  await waitForHydration(compare.page)
  const choices = compare.page.getByRole('button', { name: 'Select', exact: true })
  await choices.nth(0).click()
  await compare.page.waitForURL(/ids=[a-z0-9-]+$/)
  await compare.page.getByRole('button', { name: 'Select', exact: true }).nth(0).click()
  await compare.page.waitForURL(/ids=[a-z0-9-]+,[a-z0-9-]+$/)
  await tableScores(compare.page.locator('.comparison-table').first())
  await expectSourcedFigures(compare.page)
  await compare.page.close()

  // Each product seen on several pages has one score; the review, the search and the tables met at least one card's product.
  const shown = [...seen.entries()].filter(([, scores]) => scores.size > 1)
  expect(shown, 'products with more than one score').toEqual([])
  expect(seen.size).toBeGreaterThan(titles.length - 1)
})
