import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { categoryFacets } from '../../engine/pages/categoryFacets.ts'
import { siteContent } from '../support/content.ts'
import { cardTitles, countLine, launchBrowser, openPage, siteUrl, waitForHydration, listSettled } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()

/** A range's values over the category's products, in order, and the middle one: a bound some products meet and some may not. */
function middleOf(values: ReturnType<typeof categoryFacets>['values'], key: string): { numbers: number[]; bound: number } {
  const numbers = [...values.values()].map((value) => value[key]).filter((value) => typeof value === 'number').sort((a, b) => a - b)
  return { numbers, bound: numbers[Math.floor(numbers.length / 2)]! }
}

/** A category with a range filter and a choice filter, and a bound of that range some products meet and some do not. */
function filteredCategory() {
  for (const category of content.categories.all()) {
    const { facets, values } = categoryFacets(content, category.slug)
    const range = facets.find((facet) => facet.kind === 'range')
    const choice = facets.find((facet) => facet.kind === 'choice')
    if (!range || !choice) continue
    const { numbers, bound } = middleOf(values, range.key)
    if (bound > numbers[0]!) return { path: category.path, range, choice, bound }
  }
  throw new Error('no category with a range and a choice filter')
}

test('with JavaScript off, a feature range sent through the form lists the same products as the script applying it', async () => {
  const { path, range, bound } = filteredCategory()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  await page.getByText('Features', { exact: true }).click()
  const legend = page.getByRole('group', { name: new RegExp(`^${range.label}`) })
  await legend.getByLabel('Min').fill(String(bound))
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.waitForURL((url) => url.searchParams.get(`${range.key}.min`) === String(bound))
  const viaForm = await cardTitles(page)
  const formCount = await countLine(page)
  await context.close()

  const scripted = await openPage(browser, path)
  await waitForHydration(scripted.page)
  await scripted.page.getByText('Features', { exact: true }).click()
  const box = scripted.page.getByRole('group', { name: new RegExp(`^${range.label}`) }).getByLabel('Min')
  await box.fill(String(bound))
  await box.press('Enter')
  await scripted.page.waitForURL((url) => url.searchParams.get(range.key) === `${bound}-`)
  expect(await cardTitles(scripted.page)).toEqual(viaForm)
  expect(await countLine(scripted.page)).toBe(formCount)
  expect(viaForm.length).toBeGreaterThan(0)
  expect(scripted.errors).toEqual([])
  await scripted.page.close()
})

test('with the script, a choice applies at once and lists as many products as its count said', async () => {
  const { path, choice } = filteredCategory()
  const { page, errors } = await openPage(browser, path)
  await waitForHydration(page)
  await page.getByText('Features', { exact: true }).click()
  const group = page.getByRole('group', { name: choice.label })
  const option = group.getByRole('radio', { name: new RegExp(`^${choice.choices![0]!.label} \\(\\d+\\)$`) })
  const count = Number((await option.evaluate((input) => input.closest('label')?.textContent ?? '')).match(/\((\d+)\)/)?.[1])
  await option.check()
  await page.waitForURL((url) => url.searchParams.get(choice.key) === choice.choices![0]!.value)
  expect(await countLine(page)).toMatch(new RegExp(`of ${count} products$`))
  expect(errors).toEqual([])
  await page.close()
})

/** A category with a yes/no filter and a range filter, and a bound of that range some products meet and some do not. */
function yesNoCategory() {
  for (const category of content.categories.all()) {
    const { facets, values } = categoryFacets(content, category.slug)
    const yesno = facets.find((facet) => facet.kind === 'yesno')
    const range = facets.find((facet) => facet.kind === 'range')
    if (!yesno || !range) continue
    const { numbers, bound } = middleOf(values, range.key)
    const passing = [...values.values()].filter((value) => value[yesno.key] === true && Number(value[range.key]) >= bound).length
    if (bound > numbers[0]! && passing > 0) return { path: category.path, yesno, range, bound, passing }
  }
  throw new Error('no category with a yes/no and a range filter')
}

test('a yes/no answer and a range sent through the form without JavaScript list the same products as the script reaching the short URL', async () => {
  const { path, yesno, range, bound, passing } = yesNoCategory()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl() + path)
  await page.getByText('Features', { exact: true }).click()
  await page.getByRole('group', { name: yesno.label }).getByRole('radio', { name: /^Yes \(\d+\)$/ }).check()
  await page.getByRole('group', { name: new RegExp(`^${range.label}`) }).getByLabel('Min').fill(String(bound))
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.waitForURL((url) => url.searchParams.get(yesno.key) === 'yes' && url.searchParams.get(`${range.key}.min`) === String(bound))
  const viaForm = await cardTitles(page)
  const formCount = await countLine(page)
  await context.close()
  expect(formCount).toMatch(new RegExp(`of ${passing} products$`))

  const scripted = await openPage(browser, path)
  await waitForHydration(scripted.page)
  await scripted.page.getByText('Features', { exact: true }).click()
  await scripted.page.getByRole('group', { name: yesno.label }).getByRole('radio', { name: /^Yes \(\d+\)$/ }).check()
  await scripted.page.waitForURL((url) => url.searchParams.get(yesno.key) === 'yes')
  const box = scripted.page.getByRole('group', { name: new RegExp(`^${range.label}`) }).getByLabel('Min')
  await box.fill(String(bound))
  await box.press('Enter')
  await scripted.page.waitForURL((url) => url.searchParams.get(range.key) === `${bound}-` && url.searchParams.get(yesno.key) === 'yes')
  expect(await cardTitles(scripted.page)).toEqual(viaForm)
  expect(await countLine(scripted.page)).toBe(formCount)
  expect(scripted.errors).toEqual([])
  await scripted.page.close()
})

test('on a phone, a yes/no filter shows its answers with their counts and a chip that removes it', async () => {
  const { path, yesno } = yesNoCategory()
  const { page, errors } = await openPage(browser, `${path}?${yesno.key}=yes`, { width: 375, height: 667 })
  await waitForHydration(page)
  const filtered = await countLine(page)
  const chip = page.getByRole('link', { name: `Remove filter: ${yesno.label}: Yes` })
  expect(await chip.isVisible()).toBe(true)
  await page.getByRole('button', { name: 'Show Filters' }).click()
  const group = page.getByRole('group', { name: yesno.label })
  const yes = group.getByRole('radio', { name: /^Yes \(\d+\)$/ })
  expect(await yes.isChecked()).toBe(true)
  expect(await group.getByRole('radio', { name: /^No \(\d+\)$/ }).isVisible()).toBe(true)
  const said = Number((await yes.evaluate((input) => input.closest('label')?.textContent ?? '')).match(/\((\d+)\)/)?.[1])
  expect(filtered).toMatch(new RegExp(`of ${said} products$`))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await chip.click()
  await page.waitForURL((url) => !url.searchParams.has(yesno.key))
  expect(await countLine(page)).not.toBe(filtered)
  expect(errors).toEqual([])
  await page.close()
})
