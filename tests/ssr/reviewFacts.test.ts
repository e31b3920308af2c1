import { afterAll, beforeAll, expect, test } from 'vitest'
import { BEST_PRICE_LABEL } from '../../engine/comparison/buildComparison.ts'
import { customerRatingText } from '../../engine/shop/rating.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

/** What a review shows about a product is the catalogue's, whatever the review's YAML says. */
let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const { catalogue } = fixtureContent()
const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

/** The comparison table's rows as [label, ...values], the label without its note. */
function comparisonRows(html: string): string[][] {
  const table = /<table class="comparison-table__table">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? ''
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? ''
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => [
    decode(/<th scope="row">([^<]*)/.exec(row!)![1]!),
    // A cell's value comes before its "Better" mark, when it has one.
    ...[...row!.matchAll(/<td[^>]*>([^<]*)(?:<span[^>]*>[^<]*<\/span>)?<\/td>/g)].map(([, cell]) => decode(cell!)),
  ])
}

test('/product/glidecore-e5 compares with the GlideCore E8 on the catalogue figures (26 levels, 350 lb)', async () => {
  const { html } = await fetchPage(site, '/product/glidecore-e5')
  const e8 = catalogue.byId('glidecore-e8-smart')!
  expect(html).toContain(`<th scope="col"><span class="comparison-table__name">${e8.title}</span></th>`)
  // Cells: the row label, this product, then the alternatives in the YAML's order.
  const rows = comparisonRows(html)
  const column = 2 + ['orbitrek-e2', 'glidecore-e8-smart', 'deskstride-mini'].indexOf('glidecore-e8-smart')
  expect(rows.find(([label]) => label === 'Resistance Levels')?.[column]).toBe('26, auto-adjusting')
  expect(rows.find(([label]) => label === 'Max User Weight')?.[column]).toBe('350 lb (159 kg)')
  expect(rows.find(([label]) => label === 'Customer rating')?.[column]).toBe(customerRatingText(e8.rating))
})

test('every comparison cell of every review is its product\'s catalogue value or N/A', async () => {
  let checked = 0
  for (const [slug, review] of fixtureContent().reviews) {
    const comparison = review.sections.find((section) => section.type === 'comparison')
    if (!comparison) continue
    const { html } = await fetchPage(site, `/product/${slug}`)
    const ids = [review.product, ...comparison.alternatives]
    // The table starts with the site's own score and, when the review lists no price, the best
    // price, neither of which the review lists: its rows follow in order.
    comparisonRows(html).filter(([label]) => label !== 'Our score' && label !== BEST_PRICE_LABEL).forEach((cells, r) => {
      const row = comparison.rows[r]!
      if (row.spec === undefined) return
      const expected = ids.map((id) => {
        const product = catalogue.byId(id)
        return (product && catalogue.facts.display(product, row.spec!)) ?? 'N/A'
      })
      expect(cells.slice(2), `${slug} ${row.spec}`).toEqual(expected.slice(1))
      checked++
    })
  }
  expect(checked).toBeGreaterThan(fixtureContent().reviews.size)
})

test('/product/comfortcycle-r8, a recumbent bike, relates recumbent bikes first and never itself', async () => {
  const { html } = await fetchPage(site, '/product/comfortcycle-r8')
  const section = /<section class="section related-products"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
  const titles = [...section.matchAll(/<span class="related-card__title">([^<]*)<\/span>/g)].map(([, title]) => decode(title!))
  const byTitle = new Map(catalogue.all().map((product) => [product.title, product]))
  expect(titles).toHaveLength(6)
  expect(titles.map((title) => byTitle.get(title)?.category)).toEqual(Array(6).fill('recumbent-bikes'))
  expect(titles).not.toContain(catalogue.byId('comfortcycle-r8')!.title)
})
