import { expect, test } from 'vitest'
import { AFFILIATE_REL, buyHref, retailerLinks, shopOfLink } from '../../engine/shop/affiliate.ts'

const retailer = { name: 'Amazon', productUrl: 'https://www.amazon.com/dp/{asin}', associateTag: 'besthomegym-20' }

test('the affiliate link is the product URL with the associate tag', () => {
  expect(retailerLinks(retailer, 'B0ABC12345')).toEqual({
    url: 'https://www.amazon.com/dp/B0ABC12345',
    affiliate_link: 'https://www.amazon.com/dp/B0ABC12345?tag=besthomegym-20',
    shop: 'Amazon',
  })
})

test('the shop a buy control names is the one its link opens, never free text', () => {
  expect(shopOfLink('https://www.amazon.com/dp/B0ABC12345?tag=x', retailer)).toBe('Amazon')
  expect(shopOfLink('https://www.walmart.com/ip/123', retailer)).toBe('walmart.com')
  expect(shopOfLink('https://smile.amazon.com/dp/B0ABC12345', retailer)).toBe('smile.amazon.com')
  expect(shopOfLink('#', retailer)).toBe('the retailer')
})

test('buy controls fall back from the affiliate link to the plain url, then to "#"', () => {
  expect(buyHref({ affiliate_link: 'https://a/x?tag=t', url: 'https://a/x' })).toBe('https://a/x?tag=t')
  expect(buyHref({ url: 'https://a/x' })).toBe('https://a/x')
  expect(buyHref({})).toBe('#')
})

test('retailer links are sponsored, nofollow and leak neither opener nor referrer', () => {
  expect(AFFILIATE_REL.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'sponsored'])
})
