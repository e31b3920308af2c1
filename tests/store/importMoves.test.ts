import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prepareStore } from '../../api/store/prepareStore.ts'
import { readOfferBook } from '../../api/store/read/readOfferBook.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { buildCategoryModel } from '../../engine/pages/category/buildCategoryModel.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'
import { formatPrice } from '../../engine/format/money.ts'
import { npmScript } from '../support/npmScript.ts'

// Price value is derived from the best current price: one offer's new price, imported through the
// real command, moves that product's sub-score, its place on its category page, and the command
// prints the move with the price as its cause. Runs on the embedded store, and on PostgreSQL in
// `npm run test:postgres`.

const content = fixtureContent()
const retailers = readRetailers(FIXTURE_ROOT)
const shop = retailers[0]!.id
/** A category whose method derives a sub-score from the price. */
const category = content.categories.all().find((candidate) => candidate.method.criteria.some((criterion) => criterion.from?.some((input) => input.price)))!
const priced = category.method.criteria.find((criterion) => criterion.from?.some((input) => input.price))!
const ids = content.catalogue.category(category.slug)!.data.map((product) => product.id)
/** The price every product starts at, and the one the cut brings: the ends of the method's price curve. */
const curve = priced.from!.find((input) => input.price)!.curve!
const [cheap, dear] = [curve[0]![0], curve.at(-1)![0]]
const HEADER = 'retailer,product,url,price,currency,shipping,availability,read_at'

let store: TestStore
let dir: string
beforeAll(async () => {
  store = await openTestStore()
  await prepareStore(store.store, retailers)
  dir = mkdtempSync(join(tmpdir(), 'moves-'))
})
afterAll(async () => {
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

function feed(name: string, prices: Record<string, number>, readAt: Date): string {
  const rows = Object.entries(prices).map(([id, price]) => `${shop},${id},https://shop.example/p/${id},${price.toFixed(2)},USD,0.00,in_stock,${readAt.toISOString()}`)
  const file = join(dir, name)
  writeFileSync(file, [HEADER, ...rows].join('\n') + '\n')
  return file
}

/** `npm run prices:import` on the fixture content and the test's store; its printed output. */
function runImporter(file: string): Promise<string> {
  const child = spawn(...npmScript('prices:import', [file]), {
    cwd: projectRoot(),
    env: { ...process.env, ...store.env, CONTENT_DIR: FIXTURE_ROOT },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  return new Promise((resolve) => child.on('close', () => resolve(stdout)))
}

/** The category page's order, and the product's price-value sub-score, with the store's current prices. */
async function pageAfterImport(id: string): Promise<{ order: string[]; value: number }> {
  const now = pricedContent(content, await readOfferBook(store.store, content.site.priceFreshness.maxAgeHours))
  const model = buildCategoryModel(now, category, {})
  const titles = new Map(ids.map((one) => [now.catalogue.byId(one)!.title, one]))
  const value = now.catalogue.byId(id)!.ourScore.parts.find((part) => part.key === priced.key)!.score
  return { order: model.ranking.map((entry) => titles.get(entry.title)!), value }
}

test('one offer\'s new price moves its price value and its place on the category page, and the import prints the move with the price as cause', async () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
  const first = await runImporter(feed('all.csv', Object.fromEntries(ids.map((id) => [id, dear])), minutesAgo(10)))
  // No price scores what the dearest price scores (missing data never beats weak data): pricing
  // every product at the curve's dearest point moves nothing.
  expect(first).toContain('no ranking moved')
  const was = await pageAfterImport(ids[0]!)
  // The last product of the page gets the price the curve scores highest.
  const last = was.order.at(-1)!
  const before = await pageAfterImport(last)

  const output = await runImporter(feed('cut.csv', { [last]: cheap }, minutesAgo(5)))
  const after = await pageAfterImport(last)
  expect(after.value).toBeGreaterThan(before.value)
  const [from, to] = [before.order.indexOf(last) + 1, after.order.indexOf(last) + 1]
  // The cut lifts it past at least one product: the page's order changes.
  expect(to).toBeLessThan(from)
  expect(after.order).not.toEqual(before.order)
  const move = output.split('\n').find((line) => line.startsWith('  #') && line.includes(` ${last} `))
  expect(move).toMatch(new RegExp(`^  #${from} -> #${to} ${last} \\(up ${from - to}\\), score .*: best price with shipping ${formatPrice(dear).replace(/[$.]/g, '\\$&')} -> ${formatPrice(cheap).replace(/[$.]/g, '\\$&')}, ${priced.label.toLowerCase()} ${before.value.toFixed(1)} -> ${after.value.toFixed(1)}`))
  // A product it passed is said to have moved because others did.
  const passed = after.order[to]!
  expect(output).toMatch(new RegExp(`-> #${to + 1} ${passed} \\(down 1\\), .*: others moved`))
  expect(output.indexOf(`${category.label}:`)).toBeGreaterThan(-1)
})
