import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('an accessible table: this product heads the first value column, each feature heads its row', () => {
  const html = renderSections([
    {
      type: 'comparison',
      heading: 'How it compares',
      alternatives: ['Rival A', 'Rival B'],
      rows: [
        { feature: 'Resistance', values: ['16 magnetic', '10 air', '8 water'] },
        { feature: 'Price', values: ['$400', '$900', '$1,100'] },
      ],
      summary: 'The R1 is the value pick.',
    },
  ])
  const [, headingId] = /<h2 id="([^"]+)">How it compares<\/h2>/.exec(html)!
  expect(html).toContain(`<div class="comparison__scroll" role="region" aria-labelledby="${headingId}" tabindex="0">`)
  expect(html).toContain('<caption class="visually-hidden">How it compares: Acme R1 Rower, Rival A, Rival B</caption>')
  expect(html).toMatch(/<thead><tr><td><\/td><th scope="col" class="comparison__this">Acme R1 Rower<\/th><th scope="col">Rival A<\/th><th scope="col">Rival B<\/th><\/tr><\/thead>/)
  expect(html).toContain('<tr><th scope="row">Price</th><td class="comparison__this">$400</td><td>$900</td><td>$1,100</td></tr>')
  expect(html).toContain('<p class="comparison__summary">The R1 is the value pick.</p>')
})
