import { expect, test } from 'vitest'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

test('each question is a collapsed button controlling its hidden answer', () => {
  const html = renderSections([{ type: 'faq' }])
  expect(html).toContain('<h2>Frequently Asked Questions</h2>')
  expect(html.match(/<button type="button" aria-expanded="false" aria-controls="[^"]+"/g)).toHaveLength(2)
  const [, id] = /aria-controls="([^"]+)"/.exec(html)!
  expect(html).toContain(`<div id="${id}" class="faq__answer" hidden=""><p>Yes, the magnetic brake is near silent.</p></div>`)
})

test('items written in the YAML replace the product FAQs', () => {
  const html = renderSections([{ type: 'faq', heading: 'Questions', items: [{ q: 'Warranty?', a: 'Two years.' }] }])
  expect(html).toContain('<h2>Questions</h2>')
  expect(html).toContain('Warranty?')
  expect(html).not.toContain('Is it quiet?')
})

test('no questions at all renders nothing rather than an empty heading', () => {
  expect(renderSections([{ type: 'faq' }], { product: { ...productFixture, faqs: [] } })).toBe('')
})
