import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'

// A fact is data: declared in one category's YAML and given to its products, it shows on their
// pages with no code change.

const FACT = { key: 'seatWidth', label: 'Seat Width', kind: 'quantity', unit: 'in', better: 'higher', filter: 'range' }
/** A second new fact, a yes/no filter, whose choices show counts. */
const YESNO = { key: 'foldsFlat', label: 'Folds Flat', kind: 'yesno', better: 'none', filter: 'yesno' }
/** Each product's new values, by its place in the catalogue file: widths 12 to 15 in, every other one folding. */
const WIDTHS: readonly [string, string][] = [['12 in', '12 in (30 cm)'], ['13 in', '13 in (33 cm)'], ['14 in', '14 in (36 cm)'], ['15 in', '15 in (38 cm)']]
const widthOf = (index: number) => WIDTHS[index % WIDTHS.length]!
const folds = (index: number) => index % 2 === 0

let root: string
let content: Content
let site: Started
let slug: string
let category: string
/** The category's product ids in catalogue order. */
let ids: string[]

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'new-fact-'))
  cpSync(FIXTURE_ROOT, root, { recursive: true })
  // The first review's product, whatever the content holds.
  const [reviewSlug, review] = [...fixtureContent().reviews][0]!
  slug = reviewSlug
  category = fixtureContent().catalogue.byId(review.product)!.category
  const categoryFile = join(root, `pages-config/categories/${category}.yaml`)
  const categoryDoc = parseDocument(readFileSync(categoryFile, 'utf8'))
  categoryDoc.addIn(['facts'], FACT)
  categoryDoc.addIn(['facts'], YESNO)
  // Shown in both comparisons, as the category file lists their rows.
  categoryDoc.addIn(['compareRows'], { label: FACT.label, fact: FACT.key })
  categoryDoc.addIn(['generalCompareRows'], { label: FACT.label, fact: FACT.key })
  writeFileSync(categoryFile, categoryDoc.toString())
  const catalogueFile = join(root, `api/catalogue/${category}.yaml`)
  const catalogueDoc = parseDocument(readFileSync(catalogueFile, 'utf8'))
  ids = (catalogueDoc.toJS() as { products: { id: string }[] }).products.map((product) => product.id)
  for (let index = 0; index < ids.length; index++) {
    catalogueDoc.setIn(['products', index, 'facts', FACT.key], widthOf(index)[0])
    catalogueDoc.setIn(['products', index, 'facts', YESNO.key], folds(index))
  }
  writeFileSync(catalogueFile, catalogueDoc.toString())
  const result = loadContent(root)
  if (!result.ok) throw new Error(formatProblems(result.problems))
  // The copy's products are the fixture's: shown at the fixture's demo prices, with buy links.
  content = pricedContent(result.content, fixtureContent().catalogue.prices.book)
  site = await startSite({ root, content })
})

afterAll(async () => {
  await site?.close()
  rmSync(root, { recursive: true, force: true })
})

test("the review's spec table lists the new fact with its label, in both unit systems", async () => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  const shown = widthOf(ids.indexOf(content.reviews.get(slug)!.product))[1]
  expect(html.replaceAll('<!-- -->', '')).toContain(`<dt>Seat Width</dt><dd>${shown}</dd>`)
})

test('the API gives every product of the category the new fact as shown', async () => {
  const response = await fetch(`${site.url}/api/products`)
  const body = (await response.json()) as { data: { id: string; category: string; specs: Record<string, string> }[] }
  const category = content.catalogue.byId(content.reviews.get(slug)!.product)!.category
  const inCategory = body.data.filter((product) => product.category === category)
  expect(inCategory.length).toBeGreaterThan(0)
  for (const product of inCategory) expect(product.specs.seatWidth, product.id).toBe(widthOf(ids.indexOf(product.id))[1])
})

/** The cells of a comparison row, by its label, and whether each is marked better. */
function rowCells(html: string, label: string): { text: string; better: boolean }[] {
  const row = html.replaceAll('<!-- -->', '').match(new RegExp(`<th scope="row">${label}(?:<span[^>]*>[^<]*</span>)*</th>(<td[\\s\\S]*?)</tr>`))?.[1] ?? ''
  return [...row.matchAll(/<td[^>]*>([^<]*)([\s\S]*?)<\/td>/g)].map((match) => ({ text: match[1]!, better: match[2]!.includes('comparison-table__better') }))
}

test('both comparisons show the new fact as a row and mark the wider seat better', async () => {
  const [narrow, wide] = [ids[0]!, ids[3]!]
  const general = await fetchPage(site, `/product-compare?category=${category}&ids=${narrow},${wide}`)
  expect(rowCells(general.html, FACT.label)).toEqual([{ text: widthOf(0)[1], better: false }, { text: widthOf(3)[1], better: true }])
  // The category page's compare dialog is drawn from its model, whose rows hold a cell for every listed and compared product.
  const { html } = await fetchPage(site, `/category/${category}?compare=${narrow},${wide}`)
  const model = JSON.parse(html.match(/<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/)![1]!) as { data: { view: { comparison: { products: { id: string }[]; rows: { label: string; cells: { text: string; value?: { amount: number } }[] }[] } } } }
  const row = model.data.view.comparison.rows.find((candidate) => candidate.label === FACT.label)!
  const cellOf = (id: string) => row.cells[model.data.view.comparison.products.findIndex((product) => product.id === id)]!
  expect(cellOf(narrow)).toEqual({ text: widthOf(0)[1], value: { amount: 12, unit: 'in' } })
  expect(cellOf(wide)).toEqual({ text: widthOf(3)[1], value: { amount: 15, unit: 'in' } })
})

test('the filter bar offers both new facts, with counts, and a filtered URL shows only the matching products', async () => {
  const { html } = await fetchPage(site, `/category/${category}`)
  const shown = html.replaceAll('<!-- -->', '')
  expect(shown).toContain(`<legend>${FACT.label} (in)</legend>`)
  expect(shown).toContain(`name="${FACT.key}.min"`)
  const folding = ids.filter((_, index) => folds(index)).length
  expect(shown).toMatch(new RegExp(`name="${YESNO.key}" value="yes"/><span>Yes <span class="filter-bar__count">\\(${folding}\\)</span>`))
  expect(shown).toMatch(new RegExp(`name="${YESNO.key}" value="no"/><span>No <span class="filter-bar__count">\\(${ids.length - folding}\\)</span>`))
  const wanted = ids.filter((_, index) => folds(index) && widthOf(index)[0] === '14 in')
  const filtered = await fetchPage(site, `/category/${category}?${YESNO.key}=yes&${FACT.key}=14-14`)
  expect(filtered.html).toContain(`of ${wanted.length} products`)
  const cards = [...filtered.html.matchAll(/<a class="product-card__title" id="card-([^"]+)"/g)].map((match) => match[1])
  // The list is in ranked order, not the file's: the same products, whatever their order.
  expect(wanted.length).toBeLessThanOrEqual(content.site.listing.pageSize)
  expect([...cards].sort()).toEqual([...wanted].sort())
})
