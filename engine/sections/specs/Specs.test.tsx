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

test("a measured value is labelled Measured, with the maker's claim beside it where they differ", () => {
  const specs = [
    { label: 'Weight', value: '221 lb (100 kg)', measured: true as const, claim: '218 lb (99 kg)' },
    { label: 'Deck Length', value: '59.5 in (151 cm)', measured: true as const },
    { label: 'Color', value: 'Black' },
  ]
  const html = renderSections([{ type: 'specs' }], { product: { ...productFixture, specs } })
  expect(html).toContain(`<dt>Weight</dt><dd>221 lb (100 kg) <span class="specs__measured">Measured</span> <span class="specs__claim">Maker&#x27;s claim: 218 lb (99 kg)</span></dd>`)
  expect(html).toContain('<dt>Deck Length</dt><dd>59.5 in (151 cm) <span class="specs__measured">Measured</span></dd>')
  expect(html).toContain('<dt>Color</dt><dd>Black</dd>')
})
