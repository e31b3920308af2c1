import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('shows the price paid, the stars with the count, their source and date, and a real buy link', () => {
  const html = renderSections([{ type: 'buy-bar' }])
  expect(html).toContain('<aside class="buy-bar" aria-label="Buy Acme R1 Rower">')
  expect(html).toContain('<span class="buy-bar__price">$400.00</span>')
  expect(html).toContain('aria-label="Rated 4.5 out of 5"')
  expect(html).toContain('from 2,000 customer ratings at Test Store, Nov 20, 2026')
  expect(html).toContain(
    '<a href="https://shop.example/acme-r1?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy" aria-label="Buy Now from Example Shop">Buy Now</a>',
  )
})
