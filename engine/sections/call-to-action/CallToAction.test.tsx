import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('heading, copy and a buy link to the retailer', () => {
  const html = renderSections([{ type: 'call-to-action', heading: 'Ready to row?', text: 'Order today.' }])
  expect(html).toContain('<h2>Ready to row?</h2><p>Order today.</p>')
  expect(html).toMatch(/<a href="https:\/\/shop\.example\/acme-r1\?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy">Buy Now from Example Shop<\/a>/)
})
