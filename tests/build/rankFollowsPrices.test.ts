import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { importFeeds, knownIds } from '../../api/store/import/importFeeds.ts'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { productIds } from '../../api/store/demo/storeContent.ts'
import type { Catalogue } from '../../engine/catalogue/Catalogue.ts'
import { ordinal } from '../../engine/catalogue/standing.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import type { BookOffer, OfferBook } from '../../engine/shop/offerBook.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { npmScript } from '../support/npmScript.ts'

// Places and awards are words the ranking writes: when an import moves a product from second place
// to first, every page naming a place or an award says so (its review, the category page, the home
// page's Top pick, the product API), though only that product's price changed, and the importer
// prints the move. Rules over whatever content is loaded: the category and the price that moves a
// second place to first are worked out from the content.

const content = siteContent()
const [retailer] = readRetailers(resolveContentDir())
const HOUR_MS = 60 * 60 * 1000
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'
const started = Date.now()
const readAt = (hoursAgo: number) => new Date(started - hoursAgo * HOUR_MS).toISOString()

/** A live offer of the first shop at this price, read `hoursAgo`. */
const liveOffer = (price: number, hoursAgo: number): BookOffer => ({
  retailer: { id: retailer!.id, name: retailer!.name, disclosure: retailer!.disclosure },
  link: retailer!.linkTemplate.replace('{url}', 'x'),
  url: 'https://shop.example/',
  price,
  shipping: 0,
  landedPrice: price,
  currency: 'USD',
  availability: 'in_stock',
  readAt: readAt(hoursAgo),
})
const liveBook = (prices: ReadonlyMap<string, number>, hoursAgo: number): OfferBook => ({ version: 1, demo: false, offers: new Map([...prices].map(([id, price]) => [id, [liveOffer(price, hoursAgo)]])) })

/** A category whose second place a lower price lifts to first, the prices before, and that lower price. */
function aMove(catalogue: Catalogue) {
  const demo = catalogue.prices
  for (const category of content.categories.all()) {
    const ids = (catalogue.category(category.slug)?.data ?? []).map((product) => product.id)
    const prices = new Map(ids.flatMap((id) => (demo.summary(id).landed ? [[id, Math.round(demo.summary(id).landed!.amount)] as const] : [])))
    if (prices.size !== ids.length || ids.length < 2) continue
    const ranked = catalogue.at(liveBook(prices, 2)).category(category.slug)!.data
    const [first, second] = [ranked[0]!, ranked[1]!]
    for (let share = 0.9; share > 0.05; share -= 0.05) {
      const lower = Math.round(prices.get(second.id)! * share)
      const after = catalogue.at(liveBook(new Map([...prices, [second.id, lower]]), 1)).category(category.slug)!.data
      if (after[0]!.id === second.id) return { category, prices, first, second, lower }
    }
  }
  return undefined
}

const move = aMove(content.catalogue)
let store: TestStore
let dir: string
let site: Started

const get = async (path: string) => (await fetch(site.url + path)).text()
const feed = (name: string, rows: [string, number, string][]) => {
  const file = join(dir, name)
  writeFileSync(file, [HEADER, ...rows.map(([id, price, at]) => `${retailer!.id},${id},https://shop.example/${id},${price.toFixed(2)},USD,0.00,in_stock,${at}`)].join('\n') + '\n')
  return file
}

/** The importer as `npm run prices:import` runs it, on the test's store. */
function runImporter(file: string): Promise<string> {
  const child = spawn(...npmScript('prices:import', [file]), { cwd: projectRoot(), env: { ...process.env, ...store.env }, stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  return new Promise((resolve) => child.on('close', () => resolve(stdout)))
}

beforeAll(async () => {
  expect(move, 'a category where a lower price lifts the second place to first').toBeDefined()
  store = await openTestStore()
  await prepareStore(store.store, readRetailers(resolveContentDir()))
  dir = mkdtempSync(join(tmpdir(), 'rank-follows-prices-'))
  const rows = [...move!.prices].map(([id, price]): [string, number, string] => [id, price, readAt(2)])
  await importFeeds(store.store, [feed('start.csv', rows)], await knownIds(store.store, productIds(content)))
  site = await startProduction({}, { prices: { store: store.store, intervalMs: 50 } })
})
afterAll(async () => {
  await site?.close()
  await store?.remove()
  rmSync(dir, { recursive: true, force: true })
})

/** The ids of the category page's cards, in order. */
const cards = (html: string) => [...html.matchAll(/class="product-card__title" id="card-([^"]+)"/g)].map((match) => match[1]!)
const topPickOf = (html: string, label: string) => new RegExp(`${label}</span>[\\s\\S]*?Top pick: <a href="([^"]+)">([^<]+)</a>`).exec(html)?.[2]
const apiFirst = async (slug: string) => ((await (await fetch(`${site.url}/api/products/category/${slug}`)).json()) as { data: { id: string; awards: string[] }[] }).data

test('a price import that lifts the second place to first moves every page that names a place or an award, and the importer prints the move', async () => {
  const { category, first, second, lower } = move!
  const best = category.awards.find((award) => award.rule === 'highest-score')?.label
  const path = category.path
  // Before: the first place leads the category page, the API and the home page's Top pick.
  await vi.waitFor(async () => expect(cards(await get(path))[0]).toBe(first.id), { timeout: 15_000, interval: 100 })
  expect(topPickOf(await get('/'), category.label)).toBe(first.title)
  expect((await apiFirst(category.slug))[0]!.id).toBe(first.id)
  const reviewOf = (id: string) => [...content.reviews].find(([, review]) => review.product === id)?.[0]
  const reviews = [first.id, second.id].flatMap((id) => (reviewOf(id) ? [[id, `/product/${reviewOf(id)}`] as const] : []))
  const beforeReviews = new Map(await Promise.all(reviews.map(async ([id, url]) => [id, await get(url)] as const)))

  const printed = await runImporter(feed('drop.csv', [[second.id, lower, readAt(1)]]))
  expect(printed).toContain('ranking moves the new prices caused:')
  expect(printed).toMatch(new RegExp(`#2 -> #1 ${second.id} \\(up 1\\)`))
  expect(printed).toMatch(new RegExp(`#1 -> #2 ${first.id} \\(down 1\\)[^\\n]*others moved`))
  expect(printed).toContain(`product-${first.id}`)

  // After: each page names the new first place, though the old one's price did not change.
  await vi.waitFor(async () => expect(cards(await get(path))[0]).toBe(second.id), { timeout: 15_000, interval: 100 })
  await vi.waitFor(async () => expect(topPickOf(await get('/'), category.label)).toBe(second.title), { timeout: 15_000, interval: 100 })
  const api = await apiFirst(category.slug)
  expect(api.map((product) => product.id).slice(0, 2)).toEqual([second.id, first.id])
  if (best) expect(api[0]!.awards).toContain(best)
  if (best) expect(api[1]!.awards).not.toContain(best)
  for (const [id, url] of reviews) {
    const place = id === second.id ? 1 : 2
    await vi.waitFor(async () => expect(await get(url)).not.toBe(beforeReviews.get(id)), { timeout: 15_000, interval: 100 })
    const page = await get(url)
    // A review's {rank} says the place; its award badges follow the ranking either way.
    if (page.includes(`ranked ${ordinal(1)} of`) || page.includes(`ranked ${ordinal(2)} of`)) expect(page).toContain(`ranked ${ordinal(place)} of ${content.catalogue.category(category.slug)!.data.length} ${category.itemsName}`)
    if (best) expect(page.includes(`>${best}<`), `${url} shows ${best} only on the first place`).toBe(place === 1)
  }
})
