import { expect, test } from 'vitest'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'
import type { ComparisonColumn } from './resolveComparison.server.ts'

const columns: ComparisonColumn[] = [
  { title: productFixture.title, facts: productFixture.facts },
  { title: 'Rival A', href: '/product/rival-a', facts: { 'spec:resistance': '10 air levels', 'computed:rating': '4.1 out of 5' } },
  { title: 'Rival B', facts: { 'spec:resistance': '8 water levels', 'spec:maxUserWeight': '250 lbs' } },
]

const section = {
  type: 'comparison' as const,
  heading: 'How it compares',
  alternatives: ['rival-a', 'rival-b'],
  rows: [{ spec: 'resistance' }, { spec: 'maxUserWeight', note: 'Heavier users: the R1.' }, { computed: 'rating' as const }],
  summary: 'The R1 is the value pick.',
  resolved: { columns, labels: productFixture.factLabels },
}

test('an accessible table: this product heads the first value column, each fact heads its row', () => {
  const html = renderSections([section])
  const [, headingId] = /<h2 id="([^"]+)">How it compares<\/h2>/.exec(html)!
  expect(html).toContain(`<div class="comparison__scroll" role="region" aria-labelledby="${headingId}" tabindex="0">`)
  expect(html).toContain('<caption class="visually-hidden">How it compares: Acme R1 Rower, Rival A, Rival B</caption>')
  expect(html).toMatch(/<thead><tr><td><\/td><th scope="col" class="comparison__this">Acme R1 Rower<\/th><th scope="col"><a href="\/product\/rival-a">Rival A<\/a><\/th><th scope="col">Rival B<\/th><\/tr><\/thead>/)
  expect(html).toContain('<p class="comparison__summary">The R1 is the value pick.</p>')
})

test('values come from the looked-up facts, labels from one place, and a missing fact shows N/A', () => {
  const html = renderSections([section])
  expect(html).toContain('<tr><th scope="row">Resistance</th><td class="comparison__this">16 magnetic levels</td><td>10 air levels</td><td>8 water levels</td></tr>')
  expect(html).toContain(
    '<tr><th scope="row">Max User Weight<span class="comparison__note">Heavier users: the R1.</span></th><td class="comparison__this">300 lbs</td><td>N/A</td><td>250 lbs</td></tr>',
  )
  expect(html).toContain('<tr><th scope="row">Customer rating</th><td class="comparison__this">4.5 out of 5</td><td>4.1 out of 5</td><td>N/A</td></tr>')
})
