import { expect, test } from 'vitest'
import { renderSections, productFixture } from '../../../tests/support/renderSection.tsx'

const section = { type: 'score-breakdown' as const, heading: 'How we scored it' }

test('a bar per criterion, in the method\'s order, each with its weight, sub-score and reason, in the HTML itself', () => {
  const html = renderSections([section])
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
  const parts = productFixture.editorial.breakdown
  expect((html.match(/<meter /g) ?? []).length).toBe(parts.length)
  let from = 0
  for (const part of parts) {
    const at = text.indexOf(`${part.label} (${part.weight}% of the score) ${part.score.toFixed(1)}/10`, from)
    expect(at, part.label).toBeGreaterThan(from - 1)
    from = at
    expect(html).toContain(`value="${part.score}"`)
    if (part.reason) expect(text).toContain(part.reason)
  }
})

test('it names the score it explains and links to the method version that gave it', () => {
  const html = renderSections([section])
  expect(html).toContain('Our score 9.0/10')
  expect(html).toContain(`<a href="${productFixture.editorial.methodHref}">our method, version 1</a>`)
})

test('the customer-rating bar says the rating and count it was computed from', () => {
  const text = renderSections([section]).replace(/<[^>]+>/g, '')
  expect(text).toContain('Computed from the customer rating, 4.5 out of 5 from 2,000 customer ratings at Test Store, Nov 20, 2026')
})

test('a derived bar lists the rule\'s inputs with the product\'s values, "no data" for one it lacks; a judged bar shows its test record', () => {
  const text = renderSections([section]).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
  for (const part of productFixture.editorial.breakdown) {
    for (const input of part.inputs ?? []) expect(text).toContain(`${input.label}: ${input.value}${input.score === undefined ? ', left out' : ` → ${input.score.toFixed(1)}`}`)
    if (part.record) expect(text).toContain(`Tested October 14, 2026: ${part.record.test} ${part.record.observation} Level: ${part.record.level?.name} (${part.record.level?.band}).`)
  }
  expect(text).toContain('Parts warranty: no data → 2.0')
})
