import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('shows three items, each with a decorative icon, a title and a line of text', () => {
  const html = renderSections([
    {
      type: 'trust-row',
      items: [
        { icon: 'shipping', title: 'Free Shipping', text: 'Delivered to your door' },
        { icon: 'returns', title: '30-Day Returns', text: 'Try it at home' },
        { icon: 'warranty', title: '2-Year Warranty', text: 'Frame and parts' },
      ],
    },
  ])
  expect(html).toContain('aria-label="Why buy with confidence"')
  expect(html.match(/<li class="trust-row__item">/g)).toHaveLength(3)
  expect(html.match(/<svg class="trust-row__icon"[^>]*aria-hidden="true"/g)).toHaveLength(3)
  expect(html).toContain('<strong class="trust-row__title">30-Day Returns</strong>')
  expect(html).toContain('Frame and parts')
})
