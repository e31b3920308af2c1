import { expect, test } from 'vitest'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

test('a real link to the retailer in a new tab, labelled with the store, with its note', () => {
  const html = renderSections([{ type: 'buy-button', note: 'Check today\'s price.' }])
  expect(html).toContain(
    '<a href="https://www.amazon.com/dp/B0ACME0001?tag=t-20" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy">Buy Now from Amazon</a>',
  )
  expect(html).toContain('<p class="buy-button__note">Check today&#x27;s price.</p>')
})

test('the label names the shop the page data gives with the link', () => {
  const html = renderSections([{ type: 'buy-button' }], { product: { ...productFixture, buyHref: 'https://www.walmart.com/ip/1', shop: 'walmart.com' } })
  expect(html).toContain('href="https://www.walmart.com/ip/1"')
  expect(html).toContain('Buy Now from walmart.com</a>')
  expect(html).not.toContain('buy-button__note')
})
