import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { fastYamlValue } from '../../engine/content/fastYamlValue.ts'
import { ProblemLog } from '../../engine/content/loadDocument.server.ts'
import { loadReviews } from '../../engine/load/loadReviews.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

/** What the full parser makes of a text: its value, or 'problem' when it reports anything. */
function fullValue(text: string): unknown {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true })
  return doc.errors.length || doc.warnings.length ? 'problem' : doc.toJS({ maxAliasCount: 100 })
}

/** Scalars whose meaning differs between YAML versions and schemas, and layouts that fold or escape. */
const TRICKY = [
  'a: 007', 'a: 0o17', 'a: 0x1F', 'a: 0b101', 'a: 1_000', 'a: 1.', 'a: .5', 'a: +.5', 'a: 1e3', 'a: 1E+3', 'a: 0.1e-2',
  'a: +12', 'a: -0', 'a: 9007199254740993', 'a: -.inf', 'a: .NaN', 'a: ~', 'a: Null', 'a: NULL', 'a: nUll', 'a:',
  'a: True', 'a: yes', 'a: on', 'a: n', 'a: 2024-01-01', 'a: 12:30', 'a: 1:20:30', 'a: 0o8', 'a: 0xG',
  'a: "x\\ty"', "a: 'it''s'", 'a: "\\u00e9\\x41"', 'a: |\n  x\n  y\n', 'a: >-\n  x\n  y\n\n  z\n', 'a: |+\n  x\n\n',
  'a: x\n  y\n  z', 'a: [1, b, "c"]', 'a: {b: 1}', '1: a', 'a:\n- x\n-\n- z', 'a: &x 1\nb: 2', 'a: !!str 1',
  'a: 1\r\nb: "x\r\n  y"\r\n', '<<: {a: 1}', 'a: # c\n  b', 'a: "**bold** & more"',
]

test.each(TRICKY)('the fast reader reads %j as the full parser does, or leaves it to it', (text) => {
  const fast = fastYamlValue(text)
  if (fast) expect(fast.value).toStrictEqual(fullValue(text))
})

test('every content file of the repository reads the same both ways', () => {
  const root = projectRoot()
  const files = ['pages-config', 'api/catalogue'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml')).map((name) => join(root, dir, name)),
  )
  expect(files.length).toBeGreaterThan(20)
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    expect(fastYamlValue(text)?.value, file).toStrictEqual(fullValue(text))
  }
})

test.each([
  ['an alias, which the full parser guards', 'a: &x [1, 2]\nb: *x\n'],
  ['a duplicate key', 'a: 1\na: 2\n'],
  ['a syntax error', 'a: [1, 2\n'],
  ['a directive', '%YAML 1.1\n---\na: yes\n'],
  ['two documents', 'a: 1\n---\nb: 2\n'],
  ['an empty document', '# only a comment\n'],
  ['an unknown tag', 'a: !!timestamp 2024-01-01\n'],
])('%s is left to the full parser', (_what, text) => {
  expect(fastYamlValue(text)).toBeUndefined()
})

test('valid reviews are loaded without building a syntax tree', () => {
  const log = new ProblemLog()
  const reviews = loadReviews(projectRoot(), log)
  expect(log.problems).toEqual([])
  expect(reviews.length).toBeGreaterThan(10)
  expect(reviews.filter((review) => review.source.isParsed).map((review) => review.source.file)).toEqual([])
})
