import { expect, test } from 'vitest'
import { withKnownProducts } from '../../engine/pages/gallery/withKnownProducts.ts'
import { fixtureContent } from '../support/content.ts'

const { catalogue } = fixtureContent()
const product = catalogue.byId('stridewell-t600')!

test('an example naming only known products is drawn as written', () => {
  const example = { type: 'comparison', heading: 'H', alternatives: ['peakform-trail-x5'], rows: [{ spec: 'motor' }] }
  expect(withKnownProducts(example, catalogue, product)).toBe(example)
})

test('an id the catalogue lacks becomes another product of the gallery product\'s category', () => {
  const drawn = withKnownProducts({ type: 'related-products', products: ['no-such-product', 'peakform-trail-x5'] }, catalogue, product) as { products: string[] }
  expect(drawn.products).toHaveLength(2)
  expect(drawn.products[1]).toBe('peakform-trail-x5')
  const stand = catalogue.byId(drawn.products[0]!)!
  expect(stand.category).toBe(product.category)
  expect([product.id, 'peakform-trail-x5']).not.toContain(stand.id)
})
