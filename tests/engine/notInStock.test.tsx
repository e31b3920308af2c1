import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { ProductCard } from '../../engine/listing/ProductCard.tsx'
import { cardProduct } from '../../engine/pages/category/cardProduct.ts'
import { offerBook, useOfferBook } from '../../engine/shop/offerBook.ts'
import { fixtureContent } from '../support/content.ts'
import { bookOf, offer } from '../support/testOffers.ts'

const content = fixtureContent()
const before = offerBook()
afterEach(() => useOfferBook(before))

test('a product no shop has in stock: its card links to no shop, says so, and the API gives no link, shop or price', () => {
  const product = content.catalogue.all().find((candidate) => candidate.pageLink)!
  useOfferBook(bookOf({ [product.id]: [offer('gone', 500, { availability: 'out_of_stock' })] }))
  const card = cardProduct(product, 1, { shown: [], book: content.catalogue.facts, features: {}, deals: content.site.deals })
  const html = renderToStaticMarkup(<ProductCard product={card} facts={[]} selected={false} onToggleCompare={() => {}} />)
  expect(html).toContain('Not in stock at any shop we follow')
  expect(html).not.toContain('Check Price on')
  // The only link left is the product's own review.
  expect([...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href)).toEqual([product.pageLink])
  expect({ url: product.url, affiliate_link: product.affiliate_link, shop: product.shop, price: product.price }).toEqual({ url: undefined, affiliate_link: undefined, shop: undefined, price: undefined })
  expect(JSON.parse(JSON.stringify(product))).not.toHaveProperty('affiliate_link')
})
