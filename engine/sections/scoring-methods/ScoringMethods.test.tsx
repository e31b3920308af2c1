import { expect, test } from 'vitest'
import { fixtureContent } from '../../../tests/support/content.ts'
import { renderSections } from '../../../tests/support/renderSection.tsx'

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ')

test('each category has its anchor, its weights table, the user-feedback rule, its awards and its changelog, newest first', () => {
  const html = renderSections([{ type: 'scoring-methods' }], {})
  const blocks = html.split('<article').slice(1)
  expect(blocks.length).toBeGreaterThan(0)
  for (const block of blocks) {
    const anchor = /id="(method-[a-z0-9-]+)"/.exec(block)?.[1]
    expect(anchor).toBeDefined()
    const weights = [...block.matchAll(/<th scope="row">[^<]*<\/th><td>(\d+)%<\/td>/g)].map((match) => Number(match[1]))
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(100)
    expect(text(block)).toMatch(/is computed, not typed: 2 × \(C × m \+ stars × count\) ÷ \(m \+ count\)/)
    expect(text(block)).toContain('Method changelog')
    const versions = [...block.matchAll(/Version (\d+),/g)].map((match) => Number(match[1]))
    expect(versions).toEqual([...versions].sort((a, b) => b - a))
  }
})

test("a judged criterion's scale is its levels, highest band first, each with what earns it", () => {
  const { catalogue } = fixtureContent()
  const html = renderSections([{ type: 'scoring-methods' }], {})
  let seen = 0
  for (const category of catalogue.categories.all()) {
    const block = text(new RegExp(`<article[^>]*id="method-${category.slug}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? '')
    for (const criterion of category.method.criteria.filter((candidate) => candidate.levels)) {
      seen++
      expect(block).toContain(`${criterion.label}: the tester's levels; a score lies in the band of its record's level Level Score band What earns it`)
      const rows = [...criterion.levels!].sort((a, b) => b.band[0]! - a.band[0]!).map((level) => `${level.name} ${level.band[0]}-${level.band[1]} ${level.description}`)
      expect(block).toContain(rows.join(' '))
    }
  }
  expect(seen).toBeGreaterThan(0)
})
