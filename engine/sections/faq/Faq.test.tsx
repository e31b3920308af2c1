import { expect, test } from 'vitest'
import { renderSections, productFixture } from '../../../tests/support/renderSection.tsx'

test('each question is a collapsed native <details> holding its answer', () => {
  const html = renderSections([{ type: 'faq' }])
  expect(html).toContain('<h2>Frequently Asked Questions</h2>')
  expect(html.match(/<details class="faq__item"><summary class="faq__question">/g)).toHaveLength(2)
  expect(html).not.toContain('<details class="faq__item" open')
  expect(html).toContain('<div class="faq__answer"><p>Yes, the magnetic brake is near silent.</p></div></details>')
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
