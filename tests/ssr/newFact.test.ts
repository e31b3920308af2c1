import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'

// A fact is data: declared in one category's YAML and given to its products, it shows on their
// pages with no code change.

const FACT = { key: 'seatWidth', label: 'Seat Width', kind: 'quantity', unit: 'in', better: 'higher', filter: 'range' }

let root: string
let content: Content
let site: Started
let slug: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'new-fact-'))
  cpSync(FIXTURE_ROOT, root, { recursive: true })
  // The first review's product, whatever the content holds.
  const [reviewSlug, review] = [...fixtureContent().reviews][0]!
  slug = reviewSlug
  const category = fixtureContent().catalogue.byId(review.product)!.category
  const categoryFile = join(root, `pages-config/categories/${category}.yaml`)
  const categoryDoc = parseDocument(readFileSync(categoryFile, 'utf8'))
  categoryDoc.addIn(['facts'], FACT)
  writeFileSync(categoryFile, categoryDoc.toString())
  const catalogueFile = join(root, `api/catalogue/${category}.yaml`)
  const catalogueDoc = parseDocument(readFileSync(catalogueFile, 'utf8'))
  const count = (catalogueDoc.toJS() as { products: unknown[] }).products.length
  for (let index = 0; index < count; index++) catalogueDoc.setIn(['products', index, 'facts', FACT.key], '14 in')
  writeFileSync(catalogueFile, catalogueDoc.toString())
  const result = loadContent(root)
  if (!result.ok) throw new Error(formatProblems(result.problems))
  content = result.content
  site = await startSite({ root, content })
})

afterAll(async () => {
  await site?.close()
  rmSync(root, { recursive: true, force: true })
})

test("the review's spec table lists the new fact with its label, in both unit systems", async () => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  expect(html.replaceAll('<!-- -->', '')).toMatch(/<dt>Seat Width<\/dt><dd>14 in \(36 cm\)<\/dd>/)
})

test('the API gives every product of the category the new fact as shown', async () => {
  const response = await fetch(`${site.url}/api/products`)
  const body = (await response.json()) as { data: { id: string; category: string; specs: Record<string, string> }[] }
  const category = content.catalogue.byId(content.reviews.get(slug)!.product)!.category
  const inCategory = body.data.filter((product) => product.category === category)
  expect(inCategory.length).toBeGreaterThan(0)
  for (const product of inCategory) expect(product.specs.seatWidth, product.id).toBe('14 in (36 cm)')
})
