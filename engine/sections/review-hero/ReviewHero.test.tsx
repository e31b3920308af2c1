import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

const hero = {
  type: 'review-hero' as const,
  badges: ['Quiet', 'Compact'],
  details: [
    { spec: 'resistance' },
    { spec: 'maxUserWeight' },
    { spec: 'warranty' },
    { computed: 'price' as const },
  ],
}

test('shows title, stars with review count, badges, details and the buy link', () => {
  const html = renderSections([hero])
  expect(html).toContain('<h1 class="review-hero__title">Acme R1 Rower review: a quiet magnetic rower</h1>')
  expect(html).toContain('aria-label="Customer rating 4.5 out of 5 from 2,000 customer ratings at Test Store, Nov 20, 2026"')
  expect(html).toContain('out of 5 from 2,000 customer ratings at Test Store, Nov 20, 2026</span>')
  expect(html.match(/<li class="badge">/g)).toHaveLength(2)
  // The awards the product won come first, marked apart from the editors' feature badges.
  expect(html).toContain('<li class="badge badge--award">Best overall</li><li class="badge">Quiet</li>')
  expect(html).toContain('<dt>Max User Weight</dt><dd>300 lbs</dd>')
  expect(html).toContain('<dt>Price</dt><dd>$400.00</dd>')
  expect(html).toContain('<h2 class="review-hero__details-heading">Product Details</h2>')
  expect(html).toContain(
    '<a href="https://shop.example/acme-r1?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy">Buy Now from Example Shop</a>',
  )
})

test('a detail the product lacks shows N/A rather than a typed value', () => {
  expect(renderSections([hero])).toContain('<dt>Warranty</dt><dd>N/A</dd>')
})

test('thumbnails are 64 px buttons, the first one selected', () => {
  const html = renderSections([hero])
  expect(html.match(/class="image-switcher__thumb"/g)).toHaveLength(3)
  expect(html).toMatch(/aria-label="Show image 1 of 3" aria-pressed="true"/)
  expect(html).toMatch(/aria-label="Show image 2 of 3" aria-pressed="false"/)
  expect(html).toContain('width="64" height="64"')
})

test('a section that needs the product fails loudly on a page without one', () => {
  expect(() => renderSections([hero], {})).toThrow('section "review-hero" needs the reviewed product')
})

test('the site\'s score is named, on its scale, with the method version that gave it, and the stars are said to be customers\' rating, with its source and date', () => {
  const text = renderSections([hero]).replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'")
  expect(text).toContain('Our score 9.0/10')
  expect(text).toContain('Our score is computed from our sub-scores by method version 1 (see How we rank)')
  expect(text).toContain("The stars are customers' rating, not ours: 4.5 out of 5 from 2,000 customer ratings at Test Store, Nov 20, 2026.")
})

test('the byline names the author and the last revision, and links to the ranking method', () => {
  const html = renderSections([hero])
  expect(html).toContain('By Acme test team · Last updated <time dateTime="2025-10-15">October 15, 2025</time>')
  expect(html).toContain('<a href="/how-we-rank">How we rank</a>')
})
