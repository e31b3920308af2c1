import { expect, test } from 'vitest'
import { schemaValidator } from '../../engine/content/schemaValidator.server.ts'

/** A catalogue file with one product whose rating count and extra fields are set by the test. */
function catalogueFile(count: number, extra: Record<string, unknown> = {}) {
  return {
    category: 'treadmills',
    seo: { title: 'Treadmills', description: 'Treadmills', keywords: 'treadmill' },
    products: [{ id: 'test-product', title: 'Test', brand: 'Test', image: '/images/treadmills/test-1.svg', rating: { stars: 4, count }, description: 'A test treadmill.', ...extra }],
  }
}

const errorsFor = (value: unknown) => schemaValidator().validate('catalogue-file.schema.json', value).map((error) => `${error.instancePath} ${error.message}`)

test('realistic rating counts pass', () => {
  expect(errorsFor(catalogueFile(22179))).toEqual([])
})

test('a rating count past a hundred million is refused, not rendered as hundreds of digits', () => {
  expect(errorsFor(catalogueFile(1e12))).toEqual(['/products/0/rating/count must be <= 100000000'])
})

test('a shop price typed into the catalogue is refused: prices come from the offers store', () => {
  expect(errorsFor(catalogueFile(10, { price: { regular: 100 } }))).toEqual(['/products/0 must NOT have additional properties'])
  expect(errorsFor(catalogueFile(10, { priceCheckedAt: '2026-11-20' }))).toEqual(['/products/0 must NOT have additional properties'])
})
