import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { deriveScore, worstPoint } from '../../engine/catalogue/scoreRules.ts'
import type { Criterion } from '../../schemas/types.gen.ts'
import { fixtureContent } from '../support/content.ts'
import { fixtureCopy, reportLines } from '../support/editedCopy.ts'

// Missing data never outranks weak data: a product without an input, or without any input of a
// criterion, scores at most the worst point the rule publishes. Over the fixture content's methods.

const content = fixtureContent()
let copy: ReturnType<typeof fixtureCopy> | undefined
afterEach(() => copy?.remove())

/** Every derived criterion of every category, with its category. */
const derived = content.categories.all().flatMap((category) => category.method.criteria.filter((criterion) => criterion.from).map((criterion) => ({ category, criterion })))

test("a product with none of a criterion's inputs scores no better than any product with data, however weak", () => {
  expect(derived.length).toBeGreaterThan(0)
  for (const { category, criterion } of derived) {
    const none = deriveScore(criterion, { category: category.slug, facts: {} }, content.catalogue.facts)
    // The weakest data a product can have: every input at the worst point it publishes.
    const weakest = criterion.from!.reduce((sum, input) => sum + (input.weight ?? 1) * worstPoint(input), 0) / criterion.from!.reduce((sum, input) => sum + (input.weight ?? 1), 0)
    expect(none.score, `${category.slug} ${criterion.key}`).toBeLessThanOrEqual(Math.round(weakest * 10) / 10)
    for (const product of content.catalogue.category(category.slug)!.data) {
      const part = product.ourScore.parts.find((candidate) => candidate.key === criterion.key)!
      expect(part.score, `${product.id} ${criterion.key}`).toBeGreaterThanOrEqual(none.score)
    }
  }
})

test('the check refuses a missing score above the worst published point, at its line, with the score to write', () => {
  copy = fixtureCopy()
  const { category, criterion } = derived[0]!
  const file = `pages-config/categories/${category.slug}.yaml`
  const index = category.method.criteria.indexOf(criterion as Criterion)
  const doc = parseDocument(readFileSync(join(copy.root, file), 'utf8'))
  doc.setIn(['method', 'criteria', index, 'from', 0, 'missing'], 9.5)
  writeFileSync(join(copy.root, file), doc.toString())
  const worst = worstPoint(criterion.from![0]!)
  const lines = reportLines(copy.root)
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(new RegExp(`^${file}:\\d+:\\d+ +/method/criteria/${index}/from/0/missing +missing: 9.5 scores a product without this input above the worst point of its (curve|steps) \\(${worst}\\), so no data would beat weak data; write missing: ${worst} or lower`))
  const [, row, col] = /:(\d+):(\d+)/.exec(lines[0]!)!
  expect(readFileSync(join(copy.root, file), 'utf8').split('\n')[Number(row) - 1]!.slice(Number(col) - 1)).toMatch(/^9\.5/)
})
