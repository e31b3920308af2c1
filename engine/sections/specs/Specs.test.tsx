import { expect, test } from 'vitest'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

test('lists the product specs as label and value', () => {
  const html = renderSections([{ type: 'specs' }])
  expect(html).toContain('<h2>Technical Specifications</h2>')
  expect(html).toContain('<dt>Resistance</dt><dd>16 magnetic levels</dd>')
})

test('a product without specs shows no empty block', () => {
  expect(renderSections([{ type: 'specs' }], { product: { ...productFixture, specs: [] } })).toBe('')
})
