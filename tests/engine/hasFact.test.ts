import { expect, test } from 'vitest'
import { COMPUTED_LABELS, factKey, factValues, hasFact } from '../../engine/shop/productFacts.ts'
import type { ComputedFact, FactRef } from '../../engine/shop/productFacts.ts'
import { fixtureContent } from '../support/content.ts'

// The content check asks hasFact where pages list factValues: both must agree on every fact of
// every product, or a review's hero could name a fact the page then shows as N/A.

const content = fixtureContent()
const book = content.catalogue.facts
const computed = Object.keys(COMPUTED_LABELS) as ComputedFact[]

test('a product has exactly the facts its pages list', () => {
  const products = content.catalogue.all()
  expect(products.length).toBeGreaterThan(0)
  const everyKey = new Set(content.categories.all().flatMap((category) => book.defs(category.slug).map((def) => def.key)))
  for (const product of products) {
    const listed = factValues(product, book, content.catalogue.prices)
    const refs: FactRef[] = [...[...everyKey].map((spec) => ({ spec })), ...computed.map((fact) => ({ computed: fact })), { spec: 'no-such-fact' }]
    for (const ref of refs) expect(hasFact(product, book, ref, content.catalogue.prices), `${product.id} ${factKey(ref)}`).toBe(factKey(ref) in listed)
  }
})
