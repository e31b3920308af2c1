import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ProductCard } from '../../engine/listing/ProductCard.tsx'
import { cardProduct } from '../../engine/pages/category/cardProduct.ts'
import { fixtureContent } from '../support/content.ts'
import { bookOf, offer } from '../support/testOffers.ts'

const content = fixtureContent()

test('a product no shop has in stock: its card links to no shop, says so, and the API gives no link, shop or price', () => {
  const reviewed = content.catalogue.all().find((candidate) => candidate.pageLink)!
  const catalogue = content.catalogue.at(bookOf({ [reviewed.id]: [offer('gone', 500, { availability: 'out_of_stock' })] }))
  const product = catalogue.byId(reviewed.id)!
  const card = cardProduct(product, 1, { shown: [], book: catalogue.facts, features: {}, prices: catalogue.prices })
  const html = renderToStaticMarkup(<ProductCard product={card} facts={[]} selected={false} onToggleCompare={() => {}} />)
  expect(html).toContain('Not in stock at any shop we follow')
  expect(html).not.toContain('Check Price on')
  // The only link left is the product's own review.
  expect([...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href)).toEqual([product.pageLink])
  expect({ url: product.url, affiliate_link: product.affiliate_link, shop: product.shop, price: product.price }).toEqual({ url: undefined, affiliate_link: undefined, shop: undefined, price: undefined })
  expect(JSON.parse(JSON.stringify(product))).not.toHaveProperty('affiliate_link')
})
