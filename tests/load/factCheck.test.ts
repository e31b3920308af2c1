import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { LineCounter, parseDocument } from 'yaml'
import type { FactDef } from '../../engine/facts/FactDef.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'

// The fact vocabulary is the catalogue's schema for facts: a value that does not fit is reported
// by the check at its file, line and column, with what to write instead.

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

type Target = { file: string; index: number; def: FactDef }

/** The first catalogue product that has a fact of the given kind, and its file and place. */
function productWith(test: (def: FactDef) => boolean): Target {
  const { catalogue } = fixtureContent()
  for (const file of readdirSync(join(FIXTURE_ROOT, 'api/catalogue')).filter((name) => name.endsWith('.yaml')).sort()) {
    const doc = parseDocument(readFileSync(join(FIXTURE_ROOT, 'api/catalogue', file), 'utf8'))
    const ids = (doc.toJS() as { products: { id: string }[] }).products.map((product) => product.id)
    for (const [index, id] of ids.entries()) {
      const product = catalogue.byId(id)!
      const def = catalogue.facts.defs(product.category).find((candidate) => test(candidate) && catalogue.facts.claimed(product, candidate.key))
      if (def) return { file: `api/catalogue/${file}`, index, def }
    }
  }
  throw new Error('no product has such a fact')
}

/** The check's lines after `edit` changes the target product's facts in a copy of the content, and the edited node's line. */
function checkAfter({ file, index }: Target, edit: (facts: Map<string, unknown>) => string): { lines: string[]; line: number } {
  root = mkdtempSync(join(tmpdir(), 'fact-check-'))
  cpSync(FIXTURE_ROOT, root, { recursive: true })
  const path = join(root, file)
  const doc = parseDocument(readFileSync(path, 'utf8'))
  const facts = new Map(Object.entries((doc.toJS() as { products: { facts: object }[] }).products[index]!.facts))
  const key = edit(facts)
  doc.setIn(['products', index, 'facts'], doc.createNode(Object.fromEntries(facts)))
  const text = doc.toString()
  writeFileSync(path, text)
  const counter = new LineCounter()
  const reread = parseDocument(text, { lineCounter: counter })
  const node = (reread.getIn(['products', index, 'facts', key], true) ?? reread.getIn(['products', index, 'facts'], true)) as { range: [number] }
  const result = loadContent(root)
  if (result.ok) throw new Error('the mistake was not found')
  return { lines: formatProblems(result.problems).split('\n').slice(0, -1), line: counter.linePos(node.range[0]).line }
}

test('a quantity in an unknown unit is reported at its value, naming the unit meant', () => {
  const target = productWith((def) => def.kind === 'quantity' && def.unit === 'lb')
  const { lines, line } = checkAfter(target, (facts) => {
    facts.set(target.def.key, '500 lbz')
    return target.def.key
  })
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(new RegExp(`^${target.file}:${line}:\\d+ +/products/${target.index}/facts/${target.def.key} +unknown unit "lbz" in "500 lbz" \\(did you mean "lb"\\?\\); ${target.def.label} is written in lb, kg, oz or g, e\\.g\\. ${target.def.key}: 300 lb$`))
})

test('a required fact left out is reported at the product\'s facts, with an example', () => {
  const target = productWith((def) => def.required)
  const { lines, line } = checkAfter(target, (facts) => {
    facts.delete(target.def.key)
    return target.def.key
  })
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(new RegExp(`^${target.file}:${line}:\\d+ +/products/${target.index}/facts +missing required fact "${target.def.key}" \\(${target.def.label}\\); add it, e\\.g\\. ${target.def.key}: `))
})

test('a key the category does not declare is reported at that key, with the nearest declared one', () => {
  const target = productWith((def) => def.key.length > 5)
  const misspelt = `${target.def.key.slice(0, 2)}${target.def.key[3]}${target.def.key[2]}${target.def.key.slice(4)}`
  const { lines, line } = checkAfter(target, (facts) => {
    facts.set(misspelt, facts.get(target.def.key))
    facts.delete(target.def.key)
    return misspelt
  })
  expect(lines.some((text) => new RegExp(`^${target.file}:${line}:\\d+ +/products/${target.index}/facts/${misspelt} +unknown fact "${misspelt}" \\(did you mean "${target.def.key}"\\?\\); `).test(text))).toBe(true)
})

test('a count written as words, and a quantity without a number, are reported with the form to write', () => {
  const count = productWith((def) => def.kind === 'count')
  const words = checkAfter(count, (facts) => {
    facts.set(count.def.key, 'twelve')
    return count.def.key
  })
  expect(words.lines[0]).toContain(`/products/${count.index}/facts/${count.def.key}`)
  expect(words.lines[0]).toContain(`"twelve" is not a whole number; ${count.def.label} is a count, e.g. ${count.def.key}: 12`)
  rmSync(root, { recursive: true, force: true })
  const quantity = productWith((def) => def.kind === 'quantity')
  const heavy = checkAfter(quantity, (facts) => {
    facts.set(quantity.def.key, `heavy ${quantity.def.unit}`)
    return quantity.def.key
  })
  expect(heavy.lines[0]).toContain(`"heavy ${quantity.def.unit}" is not a number and a unit; ${quantity.def.label} is written like`)
})
