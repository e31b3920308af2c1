import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { categoryFacets } from '../../engine/pages/categoryFacets.ts'
import { siteContent } from '../support/content.ts'
import { cardTitles, countLine, launchBrowser, listSettled, openPage, siteUrl, waitForHydration } from './browser.ts'

// The page's data holds only the cards it lists: with the script, another view (a filter, the
// sort) comes from the category's view API and must show what the server renders for its URL.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()
/** Each choice's count as its label shows it: "Magnetic (4)". */
const choiceLabels = (page: Page) => page.locator('.filter-bar__facets label').allTextContents()

/** A category with a choice filter whose first choice keeps some of its products but not all. */
function choiceCategory() {
  for (const category of content.categories.all()) {
    const { facets, values } = categoryFacets(content, category.slug)
    const choice = facets.find((facet) => facet.kind === 'choice' || facet.kind === 'yesno')
    if (!choice) continue
    const value = choice.kind === 'yesno' ? true : choice.choices![0]!.value
    const kept = [...values.values()].filter((product) => product[choice.key] === value).length
    if (kept > 0 && kept < values.size) return { path: category.path, choice, label: choice.kind === 'yesno' ? 'Yes' : choice.choices![0]!.label }
  }
  throw new Error('no category with a choice that keeps some products')
}

/** What the server renders for a URL, read without the script. */
async function serverView(path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  await page.getByText('Features', { exact: true }).click()
  const view = { titles: await cardTitles(page), count: await countLine(page), labels: await choiceLabels(page) }
  await context.close()
  return view
}

test('with the script, a filter change fetches the view and shows the cards, count and choice counts the server renders for its URL; Back fetches the one before', async () => {
  const { path, choice, label } = choiceCategory()
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  const before = await cardTitles(page)
  await page.getByText('Features', { exact: true }).click()
  const fetched = page.waitForResponse((response) => response.url().includes('/api/categories/') && response.status() === 200)
  await page.getByRole('group', { name: choice.label }).getByRole('radio', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).check()
  await fetched
  await page.waitForURL((url) => url.searchParams.has(choice.key))
  const shown = { titles: await cardTitles(page), count: await countLine(page), labels: await choiceLabels(page) }
  expect(shown).toEqual(await serverView(new URL(page.url()).pathname + new URL(page.url()).search))
  expect(shown.titles).not.toEqual(before)

  await page.goBack()
  await page.waitForURL(siteUrl() + path)
  expect(await cardTitles(page)).toEqual(before)
  expect(errors).toEqual([])
  await page.close()
})

test('when a view cannot be fetched the list says so and links to the view, which then loads whole', async () => {
  const { path } = choiceCategory()
  const { page } = await openPage(browser, path)
  await waitForHydration(page)
  await page.route('**/api/categories/**', (route) => route.abort())
  await page.getByLabel('Sort by').selectOption('price-low')
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-low')
  const status = page.getByRole('status').filter({ hasText: 'could not be updated' })
  await expect.poll(() => status.textContent()).toBe('The list could not be updated. Load this view again')
  await page.unroute('**/api/categories/**')
  await status.getByRole('link', { name: 'Load this view again' }).click()
  await waitForHydration(page)
  const sorted = await serverView(`${path}?sort=price-low`)
  expect(await cardTitles(page)).toEqual(sorted.titles)
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price-low')
  await page.close()
})
