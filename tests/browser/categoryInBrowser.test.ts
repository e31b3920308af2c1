import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { cardTitles, CLOCK_START, countLine, launchBrowser, listSettled, openPage, openWithStoppedClock, siteUrl, waitForHydration } from './browser.ts'
import { effectivePrice, formatPrice } from '../../engine/format/money.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const content = siteContent()
const site = content.site
const treadmills = content.catalogue.category('treadmills')!.data
const TREADMILLS = '/category/treadmills'

// The checks below lean on the treadmill catalogue having more than two pages' worth of ranked cards.
const total = treadmills.length
const pageSize = site.listing.pageSize
const price = (product: (typeof treadmills)[number]) => effectivePrice(product.price)

/** The compare dialog's row labels: price and rating, then the category's own rows, as its YAML lists them. */
const compareRowLabels = (slug: string) => ['Our score', 'Price', 'Customer rating', ...content.categoryPages.get(slug)!.compareRows.map((row) => row.label)]
/** The row labels the dialog shows, without the "Tie" a row whose values are all equal carries. */
const dialogRowLabels = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.locator('tbody th[scope="row"]').evaluateAll((cells) => cells.map((cell) => (cell.firstChild?.textContent ?? '').trim()))
const cards = (page: Page) => page.locator('article.product-card')
// The badge's visible text; "Rank " before it is for screen readers only.
const rankBadges = async (page: Page) => (await page.locator('.product-card__rank').allTextContents()).map((text) => text.replace(/^Rank /, ''))
const ranks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `#${from + i}`)
/** "$1,149.00" back to 1149. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''))

test('sorting by price reorders the cards and the URL; Back returns to the featured order', async () => {
  const { page, errors } = await openPage(browser, TREADMILLS)
  await waitForHydration(page)
  const featured = treadmills.slice(0, pageSize).map((product) => product.title)
  expect(await cardTitles(page)).toEqual(featured)

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' })
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?sort=price-low`)
  const cheapest = Math.min(...treadmills.map(price))
  await listSettled(page)
  const prices = (await page.locator('.product-card__price').allTextContents()).map(dollars)
  expect(prices[0]).toBe(cheapest)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  expect(await cardTitles(page)).not.toEqual(featured)
  const sorted = await cardTitles(page)

  // A reload keeps the view the URL names.
  await page.reload()
  await waitForHydration(page)
  expect(await cardTitles(page)).toEqual(sorted)
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price-low')

  await page.goBack()
  await page.waitForURL(`${siteUrl()}${TREADMILLS}`)
  await expect.poll(() => cardTitles(page)).toEqual(featured)
  expect(await page.getByLabel('Sort by').inputValue()).toBe('featured')
  await page.goForward()
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?sort=price-low`)
  await expect.poll(() => cardTitles(page)).toEqual(sorted)
  expect(errors).toEqual([])
  await page.close()
})

test('the minimum rating and the price slider narrow the list; "Clear all filters" restores it', async () => {
  const { page, errors } = await openPage(browser, TREADMILLS)
  await waitForHydration(page)
  expect(await countLine(page)).toBe(`Showing ${pageSize} of ${total} products`)

  const nine = treadmills.filter((product) => product.rating.stars >= 4.5)
  expect(nine.length).toBeGreaterThan(1)
  expect(nine.length).toBeLessThan(total)
  await page.locator('select[name="rating"]').selectOption({ label: '4.5 stars & up' })
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?rating=4.5`)
  const shown = Math.min(pageSize, nine.length)
  expect(await countLine(page)).toBe(`Showing ${shown} of ${nine.length} products`)
  // Every card left has a customer rating of at least 4.5 out of 5; the filter never reads our score.
  for (const line of await page.locator('.product-card__rating').allTextContents()) {
    expect(Number(/Customer rating \D*(\d\.\d) out of 5/.exec(line)?.[1])).toBeGreaterThanOrEqual(4.5)
  }

  // One step left on the slider drops the dearest of them (the slider starts at the highest price).
  const highest = Math.ceil(Math.max(...treadmills.map(price)))
  const slider = page.getByRole('slider')
  expect(await slider.inputValue()).toBe(String(highest))
  await slider.focus()
  await page.keyboard.press('ArrowLeft')
  const kept = nine.filter((product) => price(product) <= highest - 1)
  expect(kept.length).toBeLessThan(nine.length)
  await expect.poll(() => countLine(page)).toBe(`Showing ${Math.min(pageSize, kept.length)} of ${kept.length} products`)
  expect(await cards(page).count()).toBe(Math.min(pageSize, kept.length))
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?rating=4.5&maxPrice=${highest - 1}`)
  expect(await page.locator('.filter-bar output').textContent()).toBe(formatPrice(highest - 1))

  // Home takes the upper bound to 0: nothing is left.
  await page.keyboard.press('Home')
  await page.getByText('No treadmills match these filters').waitFor()
  expect(await cards(page).count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()

  const empty = await openPage(browser, `${TREADMILLS}?maxPrice=1`)
  await waitForHydration(empty.page)
  expect(await empty.page.getByText('No treadmills match these filters').isVisible()).toBe(true)
  expect(await cards(empty.page).count()).toBe(0)
  await empty.page.getByRole('link', { name: 'Clear all filters' }).click()
  await expect.poll(() => countLine(empty.page)).toBe(`Showing ${pageSize} of ${total} products`)
  await empty.page.waitForURL(`${siteUrl()}${TREADMILLS}`)
  expect(await empty.page.getByRole('slider').inputValue()).toBe(String(highest))
  expect(await empty.page.getByLabel('Sort by').inputValue()).toBe('featured')
  expect(await empty.page.locator('select[name="rating"]').inputValue()).toBe('0')
  expect(await cardTitles(empty.page)).toEqual(treadmills.slice(0, pageSize).map((product) => product.title))
  expect(empty.errors).toEqual([])
  await empty.page.close()
})

test('pagination shows the next ten ranks, Prev goes back, and a filter change returns to page 1', async () => {
  expect(total).toBeGreaterThan(2 * pageSize)
  const { page, errors } = await openPage(browser, TREADMILLS)
  await waitForHydration(page)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  expect(await rankBadges(page)).toEqual(ranks(1, pageSize))
  expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1')

  await pages.getByRole('link', { name: 'Page 2' }).click()
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?page=2`)
  await expect.poll(() => rankBadges(page)).toEqual(ranks(pageSize + 1, 2 * pageSize))
  expect(await cardTitles(page)).toEqual(treadmills.slice(pageSize, 2 * pageSize).map((product) => product.title))
  expect(await pages.locator('[aria-current="page"]').textContent()).toBe('2')
  expect(await countLine(page)).toBe(`Showing ${pageSize} of ${total} products`)

  await pages.getByRole('link', { name: 'Prev' }).click()
  await page.waitForURL(`${siteUrl()}${TREADMILLS}`)
  await expect.poll(() => rankBadges(page)).toEqual(ranks(1, pageSize))
  expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1')

  await pages.getByRole('link', { name: 'Next' }).click()
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?page=2`)
  await expect.poll(() => rankBadges(page)).toEqual(ranks(pageSize + 1, 2 * pageSize))
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' })
  await page.waitForURL(`${siteUrl()}${TREADMILLS}?sort=price-high`)
  const dearest = Math.max(...treadmills.map(price))
  await expect.poll(async () => dollars((await page.locator('.product-card__price').first().textContent())!)).toBe(dearest)
  expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1')
  // The badge is the editors' rank, whatever the sort.
  const editorsRank = (title: string) => `#${treadmills.findIndex((product) => product.title === title) + 1}`
  expect(await rankBadges(page)).toEqual((await cardTitles(page)).map(editorsRank))
  expect(await rankBadges(page)).not.toEqual(ranks(1, pageSize))
  expect(errors).toEqual([])
  await page.close()
})

test('compare: three at most, the fourth is refused with an alert; the dialog lists the treadmill rows', async () => {
  const { page, errors } = await openPage(browser, TREADMILLS)
  await waitForHydration(page)
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  const toggles = page.locator('.product-card__compare')
  const floating = page.getByRole('button', { name: /^Compare \(\d\/3\)$/ })
  expect(await floating.count()).toBe(0)
  expect(await toggles.first().getAttribute('title')).toBe('Add to comparison')

  for (let i = 0; i < 3; i++) {
    await toggles.nth(i).click()
    expect(await floating.textContent()).toBe(`Compare (${i + 1}/3)`)
    expect(await toggles.nth(i).getAttribute('aria-pressed')).toBe('true')
    expect(await toggles.nth(i).getAttribute('title')).toBe('Remove from comparison')
    expect(await toggles.nth(i).textContent()).toBe('✓')
  }
  expect(alerts).toEqual([])

  await toggles.nth(3).click()
  await expect.poll(() => alerts).toEqual(['alert: You can only compare up to 3 products.'])
  expect(await toggles.nth(3).getAttribute('aria-pressed')).toBe('false')
  expect(await toggles.nth(3).getAttribute('title')).toBe('Add to comparison')
  expect(await floating.textContent()).toBe('Compare (3/3)')

  await floating.click()
  const dialog = page.getByRole('dialog', { name: 'Compare Products (3/3)' })
  await dialog.waitFor()
  expect(await dialogRowLabels(dialog)).toEqual(compareRowLabels('treadmills'))
  const names = await dialog.locator('thead .comparison-table__name').allTextContents()
  expect(names).toEqual(treadmills.slice(0, 3).map((product) => product.title))
  expect(await dialog.getByText('Select up to 3 products to compare').isVisible()).toBe(true)
  // The commission is disclosed beside the dialog's buy links.
  expect(await dialog.getByText(site.affiliateDisclosure.short).isVisible()).toBe(true)
  expect(await dialog.getByRole('button', { name: 'Close Comparison', exact: true }).isVisible()).toBe(true)
  // Focus moved into the dialog.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Compare (3/3)')

  // It opens again, and "Close Comparison" closes it too.
  await floating.click()
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Close Comparison', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })

  for (let i = 2; i >= 0; i--) {
    await toggles.nth(i).click()
    expect(await toggles.nth(i).getAttribute('aria-pressed')).toBe('false')
    if (i > 0) expect(await floating.textContent()).toBe(`Compare (${i}/3)`)
  }
  expect(await floating.count()).toBe(0)
  expect(alerts).toHaveLength(1)
  expect(errors).toEqual([])
  await page.close()
})

test('the compare dialog on the rowing page lists the rows its category file names', async () => {
  const { page, errors } = await openPage(browser, '/category/rowing-machines')
  await waitForHydration(page)
  await page.locator('.product-card__compare').first().click()
  await page.getByRole('button', { name: 'Compare (1/3)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Compare Products (1/3)' })
  await dialog.waitFor()
  expect(await dialogRowLabels(dialog)).toEqual(compareRowLabels('rowing-machines'))
  await dialog.getByRole('button', { name: 'Close comparison', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
  expect(errors).toEqual([])
  await page.close()
})

test('the promo opens every 20 s with the 8th product, closes itself after 9 s, and once closed stays closed', async () => {
  const promoted = treadmills[site.promo.productIndex]!
  const interval = site.promo.intervalSeconds * 1000
  const visible = site.promo.visibleSeconds * 1000
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  await openWithStoppedClock(page, TREADMILLS)

  const promo = page.getByRole('dialog', { name: promoted.title })
  const at = async (seconds: number) => {
    const now = await page.evaluate(() => Date.now())
    await page.clock.runFor(CLOCK_START + 1000 + seconds * 1000 - now)
  }
  await at(interval / 1000 - 1)
  expect(await promo.count()).toBe(0)
  await at(interval / 1000)
  await promo.waitFor()
  // Its badge is the award its category's rules gave it, and none when it won none.
  const award = promoted.awards[0]
  if (award) expect(await promo.getByText(award, { exact: true }).isVisible()).toBe(true)
  else expect(await promo.locator('.promo__badge').count()).toBe(0)
  // The saving is named when the product has one (the promoted product is whichever ranks eighth).
  expect(await promo.getByText(`SAVE ${(content.catalogue.prices.summary(promoted.id).claims.was?.savingsPercent || undefined)}%`).isVisible()).toBe(((content.catalogue.prices.summary(promoted.id).claims.was?.savingsPercent || undefined) ?? 0) > 0)
  expect(await promo.getByText('Check current price and availability').isVisible()).toBe(true)
  // It leads to a shop of the offers, so it names no marketplace's badge or delivery programme, and no urgency without an end.
  expect(await promo.textContent()).not.toMatch(/Amazon|Prime|Choice|Limited Time/i)
  expect(await promo.getByText(site.affiliateDisclosure.short).isVisible()).toBe(true)
  const buy = promo.getByRole('link', { name: /^View on / })
  expect(await buy.getAttribute('target')).toBe('_blank')
  expect(await buy.getAttribute('rel')).toBe('sponsored nofollow noopener noreferrer')
  // It never takes focus from the shopper.
  expect(await promo.evaluate((element) => element.contains(document.activeElement))).toBe(false)

  await at((interval + visible) / 1000 - 1)
  expect(await promo.count()).toBe(1)
  await at((interval + visible) / 1000)
  await promo.waitFor({ state: 'detached' })
  await at((2 * interval) / 1000 - 1)
  expect(await promo.count()).toBe(0)
  await at((2 * interval) / 1000)
  await promo.waitFor()
  await promo.getByRole('button', { name: 'Close offer' }).click()
  await promo.waitFor({ state: 'detached' })
  // Closed by hand, it stays closed for the rest of the visit.
  await at((5 * interval) / 1000)
  expect(await promo.count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})

test('on a phone the filters fold behind "Show Filters", cards are one column, nothing scrolls sideways', async () => {
  const { page, errors } = await openPage(browser, TREADMILLS, { width: 375, height: 740 })
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: 'Show Filters' })
  expect(await toggle.isVisible()).toBe(true)
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(await page.getByLabel('Sort by').isVisible()).toBe(false)
  expect(await page.getByRole('slider').isVisible()).toBe(false)

  await toggle.click()
  const hide = page.getByRole('button', { name: 'Hide Filters' })
  expect(await hide.getAttribute('aria-expanded')).toBe('true')
  expect(await page.getByLabel('Sort by').isVisible()).toBe(true)
  expect(await page.locator('select[name="rating"]').isVisible()).toBe(true)
  expect(await page.getByRole('slider').isVisible()).toBe(true)

  const boxes = await Promise.all((await cards(page).all()).slice(0, 3).map(async (card) => (await card.boundingBox())!))
  expect(boxes).toHaveLength(3)
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x).toBe(boxes[0]!.x)
    expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height)
  }
  expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await hide.click()
  expect(await page.getByRole('button', { name: 'Show Filters' }).isVisible()).toBe(true)
  expect(await page.getByLabel('Sort by').isVisible()).toBe(false)
  expect(errors).toEqual([])
  await page.close()
})

test('card thumbnails switch the card image, and "see full review" opens the review as its own document', async () => {
  const { page, errors } = await openPage(browser, TREADMILLS)
  await waitForHydration(page)
  const index = treadmills.findIndex((product) => (product.sub_images?.length ?? 0) > 1 && product.pageLink)
  expect(index).toBeGreaterThanOrEqual(0)
  expect(index).toBeLessThan(pageSize)
  const product = treadmills[index]!
  const card = cards(page).nth(index)
  const image = card.locator('.product-card__image img')
  const thumbs = card.getByRole('group', { name: `Images of ${product.title}` }).getByRole('button')
  const first = await image.getAttribute('src')
  expect(await thumbs.first().getAttribute('aria-pressed')).toBe('true')
  await thumbs.nth(1).click()
  await expect.poll(() => image.getAttribute('src')).not.toBe(first)
  expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true')
  expect(await thumbs.first().getAttribute('aria-pressed')).toBe('false')
  await thumbs.first().click()
  await expect.poll(() => image.getAttribute('src')).toBe(first)

  // Server routing: the review is a new document, so a mark on this window does not survive.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await card.getByRole('link', { name: 'see full review' }).click()
  await page.waitForURL(siteUrl() + product.pageLink)
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined()
  expect(errors).toEqual([])
  await page.close()
})

test('at 375 px the open promo leaves the page usable: the compare button stays clickable beneath it', async () => {
  const promoted = treadmills[site.promo.productIndex]!
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } })
  await openWithStoppedClock(page, TREADMILLS)
  await cards(page).first().getByRole('button', { name: /Add to comparison/ }).click()
  const compare = page.getByRole('button', { name: /^Compare \(1\/3\)/ })
  await compare.waitFor()
  await page.clock.runFor(site.promo.intervalSeconds * 1000)
  const promo = page.getByRole('dialog', { name: promoted.title })
  await promo.waitFor()

  const box = (await compare.boundingBox())!
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2])
  expect(onTop).toMatch(/^Compare \(1\/3\)/)
  const promoBox = (await promo.boundingBox())!
  expect(promoBox.height).toBeLessThanOrEqual(667 / 2)
  await compare.click()
  expect(await page.getByRole('dialog', { name: /Compare Products/ }).isVisible()).toBe(true)
  await page.close()
})
