import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('without entries, quotes the retailer with the product stars and count out of 5', () => {
  const html = renderSections([{ type: 'customer-ratings' }])
  expect(html).toContain('<h2>Customer Ratings</h2>')
  expect(html).toContain('<span class="customer-ratings__store">Amazon</span>')
  expect(html).toContain('aria-label="Rated 4.5 out of 5"')
  expect(html).toContain('4.5/5')
  expect(html).toContain('2,000 reviews')
})

test('with entries, the retailer\'s catalogue rating comes first, then each store rating as written, out of 10 with one decimal', () => {
  const html = renderSections([
    {
      type: 'customer-ratings',
      heading: 'What buyers say',
      entries: [
        { store: 'Walmart', rating: 8.3, outOf: 10, reviews: '2,500+' },
        { store: 'Target', rating: 8.2, outOf: 10, reviews: '800+' },
      ],
    },
  ])
  expect(html).toContain('<h2>What buyers say</h2>')
  const stores = [...html.matchAll(/<span class="customer-ratings__store">([^<]*)<\/span>/g)].map(([, store]) => store)
  expect(stores).toEqual(['Amazon', 'Walmart', 'Target'])
  expect(html).toContain('4.5/5')
  expect(html).toContain('8.3/10')
  expect(html).toContain('8.2/10')
  expect(html).toContain('2,500+ reviews')
  expect(html).toContain('800+ reviews')
  expect(html).toContain('aria-label="Rated 8.3 out of 10"')
  // 8.3 of 10 is 4.15 of 5: four full stars, no half star.
  const first = html.slice(html.indexOf('Rated 8.3'), html.indexOf('8.3/10'))
  expect(first.match(/star--full/g)).toHaveLength(4)
  expect(first).not.toContain('star--half')
})
