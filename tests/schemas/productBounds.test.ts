import { expect, test } from 'vitest'
import { schemaValidator } from '../../engine/load/schemaValidator.server.ts'

/** A catalogue file with one product whose price and rating are set by the test. */
function catalogueFile(price: Record<string, number>, count: number) {
  return {
    category: 'treadmills',
    seo: { title: 'Treadmills', description: 'Treadmills', keywords: 'treadmill' },
    products: [
      { id: 'test-product', asin: 'B0TESTTEST', title: 'Test', brand: 'Test', image: '/images/treadmills/test-1.svg', price, priceCheckedAt: '2026-11-20', rating: { stars: 4, count }, description: 'A test treadmill.' },
    ],
  }
}

const errorsFor = (value: unknown) => schemaValidator().validate('catalogue-file.schema.json', value).map((error) => `${error.instancePath} ${error.message}`)

test('realistic prices and rating counts pass', () => {
  expect(errorsFor(catalogueFile({ regular: 4299, discount: 3999.99 }, 22179))).toEqual([])
})

test('a price of 1e308 or a rating count past a hundred million is refused, not rendered as hundreds of digits', () => {
  expect(errorsFor(catalogueFile({ regular: 1e308 }, 10))).toEqual(['/products/0/price/regular must be <= 100000'])
  expect(errorsFor(catalogueFile({ regular: 100, discount: 1e308 }, 10))).toEqual(['/products/0/price/discount must be <= 100000'])
  expect(errorsFor(catalogueFile({ regular: 100 }, 1e12))).toEqual(['/products/0/rating/count must be <= 100000000'])
})
