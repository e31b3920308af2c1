import { expect, test } from 'vitest'
import type { PageData } from '../contract/PageData.ts'
import type { RelatedItem } from '../contract/RelatedItem.ts'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

const item = (id: string, title: string): RelatedItem => ({
  id,
  title,
  image: `/images/rowing-machines/${id}-1.svg`,
  rating: { stars: 4.5, count: 1234, source: 'Test Store', readOn: '2026-11-20' },
  buyHref: `https://shop.example/${id}?tag=t`,
  shop: 'Example Shop',
})
const data = (automatic: RelatedItem[], listed: RelatedItem[] = []): PageData => ({
  product: productFixture,
  related: { automatic, listed: Object.fromEntries(listed.map((i) => [i.id, i])) },
})

test('cards show image, title, stars and count, each one real link to the retailer in a new tab', () => {
  const html = renderSections([{ type: 'related-products' }], data([item('rival-a', 'Rival A'), item('rival-b', 'Rival B')]))
  expect(html).toContain('<h2>Related Products</h2>')
  const links = html.match(/<a class="related-card" [^>]+>/g)!
  expect(links).toEqual([
    '<a class="related-card" href="https://shop.example/rival-a?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer">',
    '<a class="related-card" href="https://shop.example/rival-b?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer">',
  ])
  expect(html).toContain('src="/images/rowing-machines/rival-a-1.svg"')
  expect(html).toContain('<span class="related-card__title">Rival B</span>')
  expect(html).toContain('aria-label="Rated 4.5 out of 5"')
  expect(html).toContain('from 1,234 customer ratings at Test Store, Nov 20, 2026')
  expect(html).not.toContain('related-card__button')
})

test('listed ids replace the automatic choice, in the listed order, with the optional button', () => {
  const html = renderSections(
    [{ type: 'related-products', heading: 'You Might Also Like', products: ['rival-c', 'rival-b'], buttonLabel: 'View Product' }],
    data([item('rival-a', 'Rival A')], [item('rival-b', 'Rival B'), item('rival-c', 'Rival C')]),
  )
  expect(html).toContain('<h2>You Might Also Like</h2>')
  expect(html).not.toContain('Rival A')
  expect(html.indexOf('Rival C')).toBeLessThan(html.indexOf('Rival B'))
  expect(html.match(/<span class="button button--buy related-card__button">View Product<\/span>/g)).toHaveLength(2)
})

test('empty: hidden, unless the page says to show it empty', () => {
  expect(renderSections([{ type: 'related-products' }], data([]))).toBe('')
  const html = renderSections([{ type: 'related-products', heading: 'Alternative Rowing Machines', showWhenEmpty: true }], data([]))
  expect(html).toContain('<h2>Alternative Rowing Machines</h2>')
  expect(html).toContain('No similar products to show right now.')
  expect(html).not.toContain('<ul')
})
