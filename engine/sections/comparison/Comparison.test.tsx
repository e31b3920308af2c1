import { expect, test } from 'vitest'
import { buildComparison } from '../../comparison/buildComparison.ts'
import { factLabel } from '../../shop/productFacts.ts'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

const rows = [{ spec: 'resistance' }, { spec: 'maxUserWeight', note: 'Heavier users: the R1.', better: 'higher' as const }, { computed: 'rating' as const }]
const comparison = buildComparison(
  [
    // Each shown value with the typed amount the fact module reads for it.
    { id: productFixture.id, title: productFixture.title, facts: productFixture.facts, amounts: { 'spec:maxUserWeight': { amount: 300, unit: 'lb' }, 'computed:rating': { amount: 4.5, unit: 'stars' } } },
    { id: 'rival-a', title: 'Rival A', href: '/product/rival-a', facts: { 'spec:resistance': '10 air levels', 'computed:rating': '4.1 out of 5' }, amounts: { 'computed:rating': { amount: 4.1, unit: 'stars' } } },
    { id: 'rival-b', title: 'Rival B', facts: { 'spec:resistance': '8 water levels', 'spec:maxUserWeight': '250 lbs' }, amounts: { 'spec:maxUserWeight': { amount: 250, unit: 'lb' } } },
  ],
  rows.map((row) => ({ ...row, label: factLabel(row, productFixture.factLabels) })),
)

const section = {
  type: 'comparison' as const,
  heading: 'How it compares',
  alternatives: ['rival-a', 'rival-b'],
  rows: rows.map(({ better: _better, ...row }) => row),
  summary: 'The R1 is the value pick.',
  resolved: { comparison },
}

test('an accessible table: this product heads the first value column, each fact heads its row', () => {
  const html = renderSections([section])
  expect(html).toContain('<div class="comparison-table__scroll" role="region" aria-label="How it compares: Acme R1 Rower, Rival A, Rival B" tabindex="0">')
  expect(html).toContain('<caption class="visually-hidden">How it compares: Acme R1 Rower, Rival A, Rival B</caption>')
  expect(html).toMatch(/<th scope="col" class="comparison-table__this"><span class="comparison-table__name">Acme R1 Rower<\/span><\/th><th scope="col"><span class="comparison-table__name"><a href="\/product\/rival-a">Rival A<\/a><\/span><\/th><th scope="col"><span class="comparison-table__name">Rival B<\/span><\/th>/)
  expect(html).toContain('<p class="comparison__summary">The R1 is the value pick.</p>')
})

test('values come from the looked-up facts, labels from one place, and a missing fact shows N/A', () => {
  const html = renderSections([section])
  expect(html).toContain('<tr><th scope="row">Resistance</th><td class="comparison-table__this">16 magnetic levels</td><td>10 air levels</td><td>8 water levels</td></tr>')
  expect(html).toContain('<th scope="row">Max User Weight<span class="comparison-table__note">Heavier users: the R1.</span></th>')
  expect(html).toContain('<td>N/A</td>')
})

test('a row with a direction names its better value in words; a row without one marks none', () => {
  const html = renderSections([section])
  expect(html).toContain('<td class="comparison-table__this is-better">300 lbs<span class="comparison-table__better">Better</span></td><td>N/A</td><td>250 lbs</td>')
  expect(html).toContain('<td class="comparison-table__this is-better">4.5 out of 5 from 2,000 customer ratings at Test Store, Nov 20, 2026<span class="comparison-table__better">Better</span></td><td>4.1 out of 5</td><td>N/A</td>')
  const resistance = /<tr><th scope="row">Resistance<\/th>.*?<\/tr>/.exec(html)?.[0]
  expect(resistance).toBeDefined()
  expect(resistance).not.toContain('Better')
})
