import { expect, test } from 'vitest'
import { AFFILIATE_REL, buyHref, retailerLinks } from '../../engine/shop/affiliate.ts'

const retailer = { name: 'Amazon', productUrl: 'https://www.amazon.com/dp/{asin}', associateTag: 'besthomegym-20' }

test('the affiliate link is the product URL with the associate tag', () => {
  expect(retailerLinks(retailer, 'B0ABC12345')).toEqual({
    url: 'https://www.amazon.com/dp/B0ABC12345',
    affiliate_link: 'https://www.amazon.com/dp/B0ABC12345?tag=besthomegym-20',
  })
})

test('buy controls fall back from the affiliate link to the plain url, then to "#"', () => {
  expect(buyHref({ affiliate_link: 'https://a/x?tag=t', url: 'https://a/x' })).toBe('https://a/x?tag=t')
  expect(buyHref({ url: 'https://a/x' })).toBe('https://a/x')
  expect(buyHref({})).toBe('#')
})

test('retailer links are sponsored, nofollow and leak neither opener nor referrer', () => {
  expect(AFFILIATE_REL.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'sponsored'])
})
