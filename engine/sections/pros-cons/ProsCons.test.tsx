import { expect, test } from 'vitest'
import { renderSections } from '../../../tests/support/renderSection.tsx'

test('two titled lists, pros first', () => {
  const html = renderSections([{ type: 'pros-cons', pros: ['Quiet', 'Compact'], cons: ['Short rail'] }])
  expect(html).toContain('<h2>Pros and Cons</h2>')
  expect(html.indexOf('<h3>Pros</h3>')).toBeLessThan(html.indexOf('<h3>Cons</h3>'))
  expect(html).toContain('<ul><li>Quiet</li><li>Compact</li></ul>')
  expect(html).toContain('<ul><li>Short rail</li></ul>')
})
