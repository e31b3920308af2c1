import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'
import { copyContent } from '../support/growContent.ts'

// Rules over whatever content is loaded: the first category file and the first product of its
// catalogue file are edited in a copy, and the check must point at the line that is wrong.
let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'scoring-'))
  copyContent(FIXTURE_ROOT, root)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const slug = readdirSync(join(FIXTURE_ROOT, 'pages-config/categories')).sort()[0]!.replace(/\.yaml$/, '')
const categoryFile = `pages-config/categories/${slug}.yaml`
const catalogueFile = `api/catalogue/${slug}.yaml`

function edit(file: string, change: (doc: ReturnType<typeof parseDocument>) => void): void {
  const doc = parseDocument(readFileSync(join(root, file), 'utf8'))
  change(doc)
  writeFileSync(join(root, file), doc.toString())
}

/** The problems of the edited copy, each "file:line:col  pointer  message", and the text at each position. */
function problems(): { line: string; at: string }[] {
  const result = loadContent(root)
  expect(result.ok).toBe(false)
  if (result.ok) return []
  return formatProblems(result.problems).split('\n').slice(0, -1).map((line) => {
    const [, file, row, col] = /^(\S+?):(\d+):(\d+)/.exec(line)!
    const text = readFileSync(join(root, file!), 'utf8').split('\n')[Number(row) - 1]!
    return { line, at: text.slice(Number(col) - 1) }
  })
}

const firstTyped = (doc: ReturnType<typeof parseDocument>) => {
  const criteria = doc.getIn(['method', 'criteria']) as { items: { get(key: string): unknown }[] }
  const index = criteria.items.findIndex((item) => !item.get('computed'))
  return { index, key: String(criteria.items[index]!.get('key')), weight: Number(criteria.items[index]!.get('weight')) }
}

/** The first criterion scored the given way: by a rule (from) or by a tester (judged). */
const firstOf = (doc: ReturnType<typeof parseDocument>, way: 'from' | 'judged') => {
  const criteria = doc.getIn(['method', 'criteria']) as { items: { get(key: string): unknown }[] }
  const index = criteria.items.findIndex((item) => item.get(way) !== undefined)
  return { index, key: String(criteria.items[index]!.get('key')) }
}

/** A category of the fixture whose method has a judged criterion, and its catalogue file. */
const judgedCategory = (() => {
  const judged = readdirSync(join(FIXTURE_ROOT, 'pages-config/categories')).sort().find((name) => /^ {6}judged:/m.test(readFileSync(join(FIXTURE_ROOT, 'pages-config/categories', name), 'utf8')))!
  return { categoryFile: `pages-config/categories/${judged}`, catalogueFile: `api/catalogue/${judged}` }
})()

describe('the check holds the scoring method to its own numbers', () => {
  test('weights that do not sum to 100 are reported at the criteria, with the sum', () => {
    edit(categoryFile, (doc) => {
      const { index, weight } = firstTyped(doc)
      doc.setIn(['method', 'criteria', index, 'weight'], weight + 5)
      // The changelog records the new weights too, so only the sum is wrong.
      const { key } = firstTyped(doc)
      const entries = doc.getIn(['method', 'changelog']) as { items: unknown[] }
      doc.setIn(['method', 'changelog', entries.items.length - 1, 'weights', key], weight + 5)
    })
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${categoryFile}:\\d+:\\d+ +/method/criteria +the criteria's weights sum to 105; they must sum to 100$`))
    expect(found[0]!.at).toMatch(/^- key:/)
  })

  test('a weight changed without a new method version is reported at the recorded weights, naming the change', () => {
    let moved = ''
    edit(categoryFile, (doc) => {
      const criteria = doc.getIn(['method', 'criteria']) as { items: { get(key: string): unknown }[] }
      const a = firstTyped(doc)
      const b = criteria.items.findIndex((item, i) => i !== a.index)
      const bWeight = Number(criteria.items[b]!.get('weight'))
      doc.setIn(['method', 'criteria', a.index, 'weight'], a.weight + 5)
      doc.setIn(['method', 'criteria', b, 'weight'], bWeight - 5)
      moved = `${a.key} ${a.weight} -> ${a.weight + 5}`
    })
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${categoryFile}:\\d+:\\d+ +/method/changelog/\\d+/weights +the weights changed without a new method version \\(${moved}, .+\\); raise method.version to \\d+`))
  })

  test('a missing judged sub-score is reported at the product\'s scores, naming the criterion', () => {
    const { categoryFile: judgedFile, catalogueFile: judgedCatalogue } = judgedCategory
    let key = ''
    edit(judgedFile, (doc) => void (key = firstOf(doc, 'judged').key))
    edit(judgedCatalogue, (doc) => doc.deleteIn(['products', 0, 'scores', key]))
    // A review citing the record ({test:<key>}) is refused too: it cites what no longer exists.
    const found = problems().filter((problem) => problem.line.startsWith(judgedCatalogue))
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${judgedCatalogue}:\\d+:\\d+ +/products/0/scores +missing the "${key}" sub-score .*judged by a tester`))
    expect(found[0]!.at).toMatch(/^\{|^[a-z]/)
  })

  test('a judged sub-score with two decimals, or for a criterion the method does not have, is reported at that sub-score', () => {
    const { categoryFile: judgedFile, catalogueFile: judgedCatalogue } = judgedCategory
    let key = ''
    edit(judgedFile, (doc) => void (key = firstOf(doc, 'judged').key))
    let twoDecimals = 0
    edit(judgedCatalogue, (doc) => {
      // Within its level's band, so that only the decimals are wrong.
      twoDecimals = Math.round((Number(doc.getIn(['products', 0, 'scores', key, 'score'])) - 0.05) * 100) / 100
      doc.setIn(['products', 0, 'scores', key, 'score'], twoDecimals)
      doc.setIn(['products', 0, 'scores', 'comfrot'], 8)
    })
    const lines = problems().map((problem) => problem.line)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(new RegExp(`/products/0/scores/${key}/score +the "${key}" sub-score ${twoDecimals} is not between 0 and 10 with one decimal`))
    expect(lines[1]).toMatch(/\/products\/0\/scores\/comfrot +"comfrot" is not a criterion of the method/)
  })
})

describe('the check holds sub-scores to how the method says each is given', () => {
  test('a typed score for a derived part is reported at that score, naming what it is derived from', () => {
    let derived = { key: '', inputs: [] as string[] }
    edit(categoryFile, (doc) => {
      const { index, key } = firstOf(doc, 'from')
      const inputs = (doc.getIn(['method', 'criteria', index, 'from']) as { toJSON(): { fact?: string }[] }).toJSON()
      derived = { key, inputs: inputs.map((input) => input.fact ?? 'price') }
    })
    edit(catalogueFile, (doc) => doc.setIn(['products', 0, 'scores'], doc.createNode({ [derived.key]: 9.5 })))
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${catalogueFile}:\\d+:\\d+ +/products/0/scores/${derived.key} +the "${derived.key}" sub-score is derived from ${derived.inputs[0]}.* by the method in ${categoryFile}; remove it$`))
    expect(found[0]!.at).toMatch(/^9\.5/)
  })

  test('a judged score without its test record is reported at that score, saying what to write', () => {
    const { categoryFile: judgedFile, catalogueFile: judgedCatalogue } = judgedCategory
    let key = ''
    edit(judgedFile, (doc) => void (key = firstOf(doc, 'judged').key))
    edit(judgedCatalogue, (doc) => doc.setIn(['products', 0, 'scores', key], 8.5))
    // A review citing the record ({test:<key>}) is refused too: a bare score is no record to cite.
    const found = problems().filter((problem) => problem.line.startsWith(judgedCatalogue))
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${judgedCatalogue}:\\d+:\\d+ +/products/0/scores/${key} +the "${key}" sub-score is judged by a tester and needs its test record; write ${key}: \\{ score: 8.5, level: .+, date: YYYY-MM-DD, test: .+, observation: .+ \\}$`))
    expect(found[0]!.at).toMatch(/^8\.5/)

    // A record without its level and observation is as incomplete.
    edit(judgedCatalogue, (doc) => doc.setIn(['products', 0, 'scores', key], doc.createNode({ score: 8.5, date: '2026-10-14', test: 'Ran 5 minutes at 6 mph.' })))
    expect(problems().map((problem) => problem.line)).toEqual([expect.stringMatching(new RegExp(`/products/0/scores/${key} +the "${key}" test record has no level, observation`))])
  })

  test('a rule naming a fact the category does not declare, and a curve out of order, are reported at their place', () => {
    edit(categoryFile, (doc) => {
      const { index } = firstOf(doc, 'from')
      doc.setIn(['method', 'criteria', index, 'from', 0, 'fact'], 'frameWarranty')
      doc.deleteIn(['method', 'criteria', index, 'from', 0, 'part'])
      doc.setIn(['method', 'criteria', index, 'from', 1, 'curve'], doc.createNode([[0, 2], [5, 9], [3, 8]]))
    })
    const found = problems()
    expect(found.map((problem) => problem.line)).toEqual([
      expect.stringMatching(/\/method\/criteria\/\d+\/from\/0\/fact +the rule names the fact "frameWarranty", which .+ does not declare; use one of its facts/),
      expect.stringMatching(/\/method\/criteria\/\d+\/from\/1\/curve\/2 +the curve's points must go up in value: 3 comes after 5/),
    ])
    expect(found[0]!.at).toMatch(/^frameWarranty/)
    expect(found[1]!.at).toMatch(/^\[ ?3, 8 ?\]/)
  })

  test('a criterion that says two ways of being scored is reported at the criterion', () => {
    edit(categoryFile, (doc) => doc.setIn(['method', 'criteria', firstOf(doc, 'from').index, 'judged'], 'A tester rows 2,000 m.'))
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(/\/method\/criteria\/\d+ +criterion "\w+" says from and judged; give exactly one of from:/)
  })
})

describe('the check reports a score reason that is a stock phrase', () => {
  const reviewFiles = readdirSync(join(FIXTURE_ROOT, 'pages-config/reviews')).sort().map((name) => `pages-config/reviews/${name}`)
  /** Two reviews and a criterion both give a reason for. */
  function twoReasons(): { files: [string, string]; criterion: string } {
    const keysOf = (file: string) => Object.keys((parseDocument(readFileSync(join(root, file), 'utf8')).toJS() as { scoreReasons: object }).scoreReasons)
    const [a, b] = reviewFiles as [string, string]
    const criterion = keysOf(a).find((key) => keysOf(b).includes(key))!
    return { files: [a, b], criterion }
  }

  test('the same reason for the same criterion in two reviews is reported at each, naming the other', () => {
    const { files, criterion } = twoReasons()
    for (const file of files) edit(file, (doc) => doc.setIn(['scoreReasons', criterion], 'Strong for the category.'))
    const found = problems()
    expect(found).toHaveLength(2)
    expect(found[0]!.line).toMatch(new RegExp(`^${files[0]}:\\d+:\\d+ +/scoreReasons/${criterion} +the "${criterion}" reason is word for word the same as in ${files[1]}: a stock phrase`))
    expect(found[1]!.line).toMatch(new RegExp(`^${files[1]}:\\d+:\\d+ +/scoreReasons/${criterion} +the "${criterion}" reason is word for word the same as in ${files[0]}`))
    for (const { at } of found) expect(at).toMatch(/^"?Strong for the category\./)
  })

  test('case, spacing and the closing full stop do not make a stock phrase specific; the same words for different criteria are no copy', () => {
    const { files, criterion } = twoReasons()
    edit(files[0], (doc) => doc.setIn(['scoreReasons', criterion], 'Among the best at its price.'))
    edit(files[1], (doc) => doc.setIn(['scoreReasons', criterion], 'among the best  at its price'))
    const found = problems().map((problem) => problem.line)
    expect(found).toHaveLength(2)
    for (const line of found) expect(line).toMatch(new RegExp(`/scoreReasons/${criterion} +the "${criterion}" reason is word for word the same`))

    // The same words under another criterion of a third review are that review's own.
    const third = reviewFiles[2]!
    edit(third, (doc) => {
      const other = Object.keys((doc.toJS() as { scoreReasons: object }).scoreReasons).find((key) => key !== criterion)!
      doc.setIn(['scoreReasons', other], 'Among the best at its price.')
    })
    expect(problems().map((problem) => problem.line)).toHaveLength(2)
  })
})

describe('the check reports a weight typed beside the generated scoring methods', () => {
  const pagesDir = join(FIXTURE_ROOT, 'pages-config/pages')
  const pageFiles = readdirSync(pagesDir).sort().map((name) => `pages-config/pages/${name}`)
  const holdsMethods = (file: string) => /^ {2}- type: scoring-methods$/m.test(readFileSync(join(FIXTURE_ROOT, file), 'utf8'))
  const methodsPage = pageFiles.find(holdsMethods)!

  /** Adds a prose section with `paragraph` to the end of the page's sections. */
  function addProse(file: string, paragraph: string): void {
    edit(file, (doc) => {
      const sections = doc.get('sections') as { add(value: unknown): void }
      sections.add(doc.createNode({ type: 'prose', id: 'typed-weights', heading: 'How much each part counts', paragraphs: [paragraph] }))
    })
  }

  test('a percentage in the prose of the page that shows the methods is reported at its line', () => {
    addProse(methodsPage, 'Motor power, cushioning and incline together carry 45% of the score.')
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toMatch(new RegExp(`^${methodsPage}:\\d+:\\d+ +/sections/\\d+/paragraphs/0 +"45%" types a weight beside the scoring methods`))
    expect(found[0]!.at).toMatch(/^Motor power/)
  })

  test('a fraction of the score is a typed weight too; a percentage on a page without the methods is not', () => {
    addProse(methodsPage, 'User feedback always carries a quarter of the score.')
    const other = pageFiles.find((file) => !holdsMethods(file) && /^sections:/m.test(readFileSync(join(FIXTURE_ROOT, file), 'utf8')))!
    addProse(other, 'Some retailers take 15% off at checkout.')
    const found = problems().map((problem) => problem.line)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^${methodsPage}:\\d+:\\d+ +/sections/\\d+/paragraphs/0 +"a quarter of the score" types a weight`))
  })
})
