import { expect, test } from 'vitest'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

test('a real link to the retailer in a new tab, labelled with the store, with its note', () => {
  const html = renderSections([{ type: 'buy-button', note: 'Check today\'s price.' }])
  expect(html).toContain(
    '<a href="https://shop.example/acme-r1?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy">Buy Now from Example Shop</a>',
  )
  expect(html).toContain('<p class="buy-button__note">Check today&#x27;s price.</p>')
})

test('the label names the shop the page data gives with the link', () => {
  const html = renderSections([{ type: 'buy-button' }], { product: { ...productFixture, buyHref: 'https://other-shop.example/p/1', shop: 'Other Shop' } })
  expect(html).toContain('href="https://other-shop.example/p/1"')
  expect(html).toContain('Buy Now from Other Shop</a>')
  expect(html).not.toContain('buy-button__note')
})

test('with no shop that has the product in stock, the button says so and links nowhere', () => {
  const { buyHref: _href, shop: _shop, ...unstocked } = productFixture
  const html = renderSections([{ type: 'buy-button' }], { product: unstocked })
  expect(html).toContain('<span class="buy-none">Not in stock at any shop we follow</span>')
  expect(html).not.toMatch(/<a [^>]*href=/)
})
