import { expect, test } from 'vitest'
import { fixtureContent } from '../../../tests/support/content.ts'
import { renderSections } from '../../../tests/support/renderSection.tsx'
import { resolveTestRecords } from './resolveTestRecords.server.ts'

const { catalogue, site } = fixtureContent()
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ')
const blocks = (html: string) => html.split('<article').slice(1).map(text)

test('each judged criterion lists its test, its levels with how many records name each, and how many products have a record and when', () => {
  const html = renderSections([{ type: 'test-records' }], {})
  expect(html).toContain('>What a tester judges, and the records behind it</h2>')
  const shown = blocks(html)
  const categories = catalogue.categories.all()
  expect(shown).toHaveLength(categories.length)
  let judgedSeen = 0
  categories.forEach((category, i) => {
    const products = catalogue.category(category.slug)?.data ?? []
    const judged = category.method.criteria.filter((criterion) => !criterion.from && !criterion.computed)
    if (!judged.length) {
      expect(shown[i]).toContain(`None of the ${category.itemsName} has a test record: no ${category.label} sub-score is judged by a tester`)
      return
    }
    for (const criterion of judged) {
      judgedSeen++
      const records = products.flatMap((product) => {
        const record = product.scores?.[criterion.key]
        return typeof record === 'object' ? [record] : []
      })
      expect(shown[i]).toContain(`The test: ${criterion.judged}`)
      expect(shown[i]).toContain(`${records.length} of ${products.length} ${category.itemsName} have a ${criterion.label.toLowerCase()} record, tested on`)
      for (const level of criterion.levels ?? []) {
        const named = records.filter((record) => record.level === level.name).length
        expect(shown[i]).toContain(`${level.name} ${level.band[0]}-${level.band[1]} ${level.description} ${named}`)
      }
    }
  })
  expect(judgedSeen).toBeGreaterThan(0)
})

test('the days are those the records were taken, and a criterion without records says none has one', () => {
  const resolved = resolveTestRecords({}, { catalogue, site })
  const judged = resolved.categories.flatMap((category) => category.criteria)
  expect(judged.flatMap((criterion) => criterion.days)).toContain('Oct 14, 2026')
  const html = renderSections([{ type: 'test-records', resolved: { categories: [{ slug: 'x', label: 'Stair Climbers', itemsName: 'stair climbers', href: '/category/x', criteria: [{ ...judged[0]!, recorded: 0, products: 3, days: [], levels: judged[0]!.levels.map((level) => ({ ...level, records: 0 })) }] }] } }], {})
  expect(text(html)).toContain(`0 of 3 stair climbers have a ${judged[0]!.label.toLowerCase()} record.`)
})
