import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildCategoryModel } from '../../engine/pages/category/buildCategoryModel.ts'
import { resolveSections } from '../../engine/sections/resolveSections.server.ts'
import type { ComparisonModel } from '../../engine/comparison/ComparisonModel.ts'
import { siteContent } from '../support/content.ts'
import { fetchPage, siteServed, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite(siteServed())
})
afterAll(() => site.close())

const content = siteContent()
const scoreOf = (id: string) => `${content.catalogue.byId(id)!.ourScore.overall.toFixed(1)}/10`

/** Each column's value in the table's "Our score" row, by the column's product id. */
function ourScoreCells(model: ComparisonModel): Record<string, string> {
  const row = model.rows.find((candidate) => candidate.label === 'Our score')
  return Object.fromEntries(model.products.map((product, index) => [product.id, row?.cells[index]?.text ?? 'missing']))
}

test.each(content.categories.all().map((category) => [category.slug, category] as const))('the compare dialog of %s starts with Our score, the same as each card', (_slug, category) => {
  const model = buildCategoryModel(content, category, {})
  expect(model.view.comparison.rows[0]!.label).toBe('Our score')
  expect(model.view.comparison.rows[0]!.better).toBe('higher')
  for (const [id, text] of Object.entries(ourScoreCells(model.view.comparison))) expect(text).toBe(scoreOf(id))
})

test.each(content.categories.all().map((category) => [category.slug] as const))('/product-compare?category=%s shows Our score for every compared product, the higher marked better', async (slug) => {
  const ids = content.catalogue.category(slug)!.data.slice(0, 3).map((product) => product.id)
  const { html } = await fetchPage(site, `/product-compare?category=${slug}&ids=${ids.join(',')}`)
  // A row whose values all tie says so beside its label.
  const row = /<tr[^>]*><th scope="row">Our score(?:<span class="comparison-table__tie">Tie<\/span>)?<\/th>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? ''
  const cells = [...row.matchAll(/<td[^>]*>([^<]*)/g)].map((match) => match[1])
  expect(cells).toEqual(ids.map(scoreOf))
  const best = Math.max(...ids.map((id) => content.catalogue.byId(id)!.ourScore.overall))
  const winners = ids.filter((id) => content.catalogue.byId(id)!.ourScore.overall === best).length
  if (winners < ids.length) expect(row).toContain('is-better')
})

test.each([...content.reviews].filter(([, review]) => review.sections.some((section) => section.type === 'comparison')).map(([slug]) => [slug] as const))(
  "/product/%s's comparison section starts with Our score, the reviewed product's first",
  async (slug) => {
    const { html } = await fetchPage(site, `/product/${slug}`)
    const table = /<section class="section comparison[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    const row = /<tr[^>]*><th scope="row">Our score<\/th>([\s\S]*?)<\/tr>/.exec(table)?.[1] ?? ''
    const cells = [...row.matchAll(/<td[^>]*>([^<]*)/g)].map((match) => match[1])
    expect(cells[0]).toBe(scoreOf(content.reviews.get(slug)!.product))
    expect(cells.length).toBeGreaterThan(1)
  },
)

test('every guide compare window starts with Our score, each product\'s own', () => {
  const pickers = [...content.infoPages.values()].flatMap((page) => page.sections.filter((section) => section.type === 'product-picker'))
  expect(pickers.length).toBeGreaterThan(0)
  for (const resolved of resolveSections(pickers, { catalogue: content.catalogue, site: content.site })) {
    const { comparison } = (resolved as { resolved: { comparison: ComparisonModel } }).resolved
    expect(comparison.rows[0]!.label).toBe('Our score')
    for (const [id, text] of Object.entries(ourScoreCells(comparison))) expect(text).toBe(scoreOf(id))
  }
})
