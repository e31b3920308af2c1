import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { comparable } from '../../engine/facts/compareFact.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, siteContent } from '../support/content.ts'
import { copyContent } from '../support/growContent.ts'

// Rules over whatever content is loaded: every award of every category goes to the product its rule
// picks from the ranked list, and nowhere else.
const content = siteContent()

describe('awards are given by their rules', () => {
  for (const category of content.categories.all()) {
    test(`${category.slug}: each award goes to the highest-ranked product its rule admits`, () => {
      const listing = content.catalogue.category(category.slug)!
      const book = content.catalogue.facts
      category.awards.forEach((rule, index) => {
        const given = listing.awards[index]!
        const winner = listing.data.findIndex((product) => product.id === given.winnerId)
        expect(winner, `${rule.label} has a winner`).toBeGreaterThanOrEqual(0)
        if (rule.rule === 'highest-score') {
          expect(winner).toBe(0)
          return
        }
        const [amount, unit] = rule.under!.split(' ')
        if (rule.price === 'best-landed') {
          // The best current price with shipping, as price value reads it: a product without one is no candidate.
          const under = (index: number) => {
            const landed = content.catalogue.prices.summary(listing.data[index]!.id).landed?.amount
            return landed !== undefined && landed < Number(amount)
          }
          expect(under(winner), `${given.winnerId} meets the rule of ${rule.label}`).toBe(true)
          for (let above = 0; above < winner; above++) expect(under(above), `${listing.data[above]!.id} ranks higher and fails the rule of ${rule.label}`).toBe(false)
          return
        }
        // The stated amount, read by hand here: a quantity, or an area in the fact's unit squared.
        const def = book.def(category.slug, rule.fact!)!
        const side = unit!.replace('^2', '')
        const bound = def.kind === 'size' ? Number(amount) * (side === def.unit ? 1 : (side === 'ft' ? 144 : Number.NaN)) : Number(amount)
        const under = (index: number) => {
          const value = comparable(book.value(listing.data[index]!, def.key), def)
          return typeof value === 'number' && value < bound
        }
        expect(under(winner), `${given.winnerId} meets the rule of ${rule.label}`).toBe(true)
        for (let above = 0; above < winner; above++) expect(under(above), `${listing.data[above]!.id} ranks higher and fails the rule of ${rule.label}`).toBe(false)
      })
      for (const product of listing.data) {
        expect(product.awards.sort()).toEqual(listing.awards.filter((award) => award.winnerId === product.id).map((award) => award.label).sort())
      }
    })
  }
})

// A copy of the fixture content with one award's rule edited: the check must point at it.
let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'awards-'))
  copyContent(FIXTURE_ROOT, root)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const fixture = loadContent(FIXTURE_ROOT)
const category = fixture.ok ? fixture.content.categories.all()[0]! : undefined
const file = `pages-config/categories/${category?.slug}.yaml`
const budget = category?.awards.findIndex((award) => award.rule === 'highest-score-under' && award.price !== undefined) ?? -1
const byFact = category?.awards.findIndex((award) => award.rule === 'highest-score-under' && award.fact !== undefined) ?? -1

function editAward(index: number, change: Record<string, string>): void {
  const doc = parseDocument(readFileSync(join(root, file), 'utf8'))
  for (const [key, value] of Object.entries(change)) doc.setIn(['awards', index, key], value)
  writeFileSync(join(root, file), doc.toString())
}

/** The check's report lines, each with the text at the position it names. */
function report(): { line: string; at: string }[] {
  const result = loadContent(root)
  expect(result.ok).toBe(false)
  if (result.ok) return []
  return formatProblems(result.problems).split('\n').slice(0, -1).map((line) => {
    const [, path, row, col] = /^(\S+?):(\d+):(\d+)/.exec(line)!
    return { line, at: readFileSync(join(root, path!), 'utf8').split('\n')[Number(row) - 1]!.slice(Number(col) - 1) }
  })
}

describe('the check reports an award that cannot be given', () => {
  test('a rule that selects no product is reported at the rule, naming what no product has', () => {
    expect(byFact).toBeGreaterThanOrEqual(0)
    const fact = category!.awards[byFact]!.fact!
    const def = fixture.ok ? fixture.content.catalogue.facts.def(category!.slug, fact)! : undefined
    editAward(byFact, { under: def?.kind === 'size' ? `0.01 ${def.unit}^2` : `0.01 ${def?.unit}` })
    const found = report()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${file}:\\d+:\\d+ +/awards/${byFact}/rule +award "${category!.awards[byFact]!.label}" selects no product: no product of ${category!.slug} has .* under .*; raise the amount or remove the award$`))
    expect(found[0]!.at).toMatch(/^highest-score-under/)
  })

  test('an amount in a unit the fact cannot be held to is reported at the amount', () => {
    editAward(byFact, { fact: 'dimensions', under: '300 lb' })
    const found = report()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(/\/under +award ".*": "300 lb" is not an area; Dimensions is held to a footprint/)
    expect(found[0]!.at).toMatch(/^"?300 lb/)
  })

  test("a price award that reads the maker's list price is reported at the fact, with the price to read instead", () => {
    expect(budget).toBeGreaterThanOrEqual(0)
    const doc = parseDocument(readFileSync(join(root, file), 'utf8'))
    doc.deleteIn(['awards', budget, 'price'])
    doc.setIn(['awards', budget, 'fact'], 'listPrice')
    writeFileSync(join(root, file), doc.toString())
    const found = report()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`/awards/${budget}/fact +award "${category!.awards[budget]!.label}": "listPrice" is a price the maker states, not what shoppers pay.*Write price: best-landed`))
    expect(found[0]!.at).toMatch(/^listPrice/)
  })

  test('a fact the category does not have is reported at the fact', () => {
    editAward(byFact, { fact: 'listPrise' })
    const found = report()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(/\/fact +award ".*": "listPrise" is not a fact of this category/)
  })

  test('a review badge that claims an award is reported: awards are computed', () => {
    const review = fixture.ok ? [...fixture.content.reviews.keys()][0]! : ''
    const path = join(root, `pages-config/reviews/${review}.yaml`)
    const doc = parseDocument(readFileSync(path, 'utf8'))
    const sections = doc.get('sections') as { items: { get(key: string): unknown }[] }
    const hero = sections.items.findIndex((section) => section.get('type') === 'review-hero')
    doc.setIn(['sections', hero, 'badges', 0], 'Best Overall Pick')
    writeFileSync(path, doc.toString())
    const found = report()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toContain('"Best Overall Pick" claims an award or a rank')
    expect(found[0]!.at).toMatch(/^Best Overall Pick/)
  })
})
