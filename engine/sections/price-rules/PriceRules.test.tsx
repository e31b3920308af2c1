import { expect, test } from 'vitest'
import { fixtureContent } from '../../../tests/support/content.ts'
import { renderSections } from '../../../tests/support/renderSection.tsx'
import { resolvePriceRules } from './resolvePriceRules.server.ts'

const { catalogue, site } = fixtureContent()

test("states the deal rule with site.yaml's numbers, and the 30-day rule of \"was\" prices", () => {
  const html = renderSections([{ type: 'price-rules' }], {})
  const deals = site.deals!
  expect(html).toContain('>How we judge prices</h2>')
  expect(html).toContain(`at or within ${deals.withinOfLowPercent}% of the lowest best price of the last ${deals.days} days, and at least ${deals.underMedianPercent}% under the median best price of those days`)
  expect(html).toContain('the lowest best price of the 30 days before that price took effect')
})

test('other numbers in site.yaml give other words; no rule says no product is marked', () => {
  const resolved = resolvePriceRules({}, { catalogue, site: { ...site, deals: { withinOfLowPercent: 5, underMedianPercent: 20, days: 60 } } })
  expect(resolved.deal).toContain('at or within 5% of the lowest best price of the last 60 days, and at least 20% under')
  const { deals: _left, ...without } = site
  const none = renderSections([{ type: 'price-rules', resolved: resolvePriceRules({}, { catalogue, site: without }) }], {})
  expect(none).toContain('We mark no product as a deal.')
})
