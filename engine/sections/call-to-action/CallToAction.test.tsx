import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('heading, copy and a buy link to the retailer', () => {
  const html = renderSections([{ type: 'call-to-action', heading: 'Ready to row?', text: 'Order today.' }])
  expect(html).toContain('<h2>Ready to row?</h2><p>Order today.</p>')
  expect(html).toMatch(/<a href="https:\/\/www\.amazon\.com\/dp\/B0ACME0001\?tag=t-20" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy">Buy Now from Amazon<\/a>/)
})
