import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

/** Each entry's visible text, tags stripped. */
const entryTexts = (html: string) => [...html.matchAll(/<li class="customer-ratings__entry">(.*?)<\/li>/g)].map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, '').replace(/★/g, ''))

test('without entries, the catalogue rating is quoted out of 5 with its count, its source and the day it was read', () => {
  const html = renderSections([{ type: 'customer-ratings' }])
  expect(html).toContain('<h2>Customer Ratings</h2>')
  expect(html).toContain('<span class="customer-ratings__store">Test Store</span>')
  expect(html).toContain('aria-label="Rated 4.5 out of 5"')
  expect(entryTexts(html)).toEqual(['Test Store4.5/5from 2,000 customer ratings, read Nov 20, 2026'])
})

test('with entries, the catalogue rating comes first, then each store rating as written with the day it was read', () => {
  const html = renderSections([
    {
      type: 'customer-ratings',
      heading: 'What buyers say',
      entries: [
        { store: 'Fitness Depot', rating: 8.3, outOf: 10, reviews: '2,500+', readOn: '2026-10-02' },
        { store: 'HomeGym Direct', rating: 4.2, outOf: 5, reviews: '800+', readOn: '2026-11-01' },
      ],
    },
  ])
  expect(html).toContain('<h2>What buyers say</h2>')
  const stores = [...html.matchAll(/<span class="customer-ratings__store">([^<]*)<\/span>/g)].map(([, store]) => store)
  expect(stores).toEqual(['Test Store', 'Fitness Depot', 'HomeGym Direct'])
  expect(entryTexts(html).slice(1)).toEqual([
    'Fitness Depot8.3/10from 2,500+ customer ratings, read Oct 2, 2026',
    'HomeGym Direct4.2/5from 800+ customer ratings, read Nov 1, 2026',
  ])
  expect(html).toContain('aria-label="Rated 8.3 out of 10"')
  // 8.3 of 10 is 4.15 of 5: four full stars, no half star.
  const first = html.slice(html.indexOf('Rated 8.3'), html.indexOf('8.3/10'))
  expect(first.match(/star--full/g)).toHaveLength(4)
  expect(first).not.toContain('star--half')
})
