import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import type { SchemaValidator } from '../../engine/content/schemaValidator.server.ts'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import type { LoadResult } from '../../engine/load/loadContent.server.ts'
import { readPrecompiledSchemas, writePrecompiledSchemas } from '../../engine/content/precompiledSchemas.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { readSchemaSet } from '../../engine/content/schemaSet.server.ts'
import { precompileSchemas, precompiledValidator } from '../../engine/content/schemaValidator.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// The production server validates the content with the validators the build compiled. These
// tests load the same content, valid and broken, once with schemas compiled in the process and
// once with the build's validators, and expect the same content, defaults and messages.

const INVALID = join(projectRoot(), 'tests/fixtures/invalid')
const invalidCases = readdirSync(INVALID).filter((name) => name.endsWith('.yaml')).sort()
// Inside the project, where the written module finds ajv's runtime helpers in node_modules.
const scratch = join(projectRoot(), 'node_modules/.cache', `precompiled-schemas-test-${process.pid}`)
const written = join(scratch, 'schema-validators.cjs')
const caseRoots = new Map<string, string>()
const compiled = new Map<string, LoadResult>()

/** The fixture content with one broken file dropped in where its `# target:` line says. */
function contentWith(name: string): string {
  const text = readFileSync(join(INVALID, name), 'utf8')
  const target = /^# target: (\S+)/m.exec(text)?.[1]
  if (!target) throw new Error(`${name}: a line must say "# target: <path>"`)
  const root = mkdtempSync(join(tmpdir(), 'precompiled-case-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
  mkdirSync(dirname(join(root, target)), { recursive: true })
  writeFileSync(join(root, target), text)
  return root
}

/** The build's validators, read back from the file it wrote. */
let built: SchemaValidator
/** A load validated with the build's validators. */
const builtLoad = (root: string) => loadContent(root, { store: ContentStore.forOneLoad(built) })

beforeAll(() => {
  // First everything with the schemas compiled here, then with the build's validators.
  compiled.set('valid', loadContent(FIXTURE_ROOT))
  for (const name of invalidCases) {
    caseRoots.set(name, contentWith(name))
    compiled.set(name, loadContent(caseRoots.get(name)!))
  }
  precompileSchemas(written)
  built = precompiledValidator(written)!
  expect(built).toBeDefined()
})
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  for (const root of caseRoots.values()) rmSync(root, { recursive: true, force: true })
})

test('valid content loads to the same content, every default filled in the same', () => {
  const expected = compiled.get('valid')!
  expect(expected.ok).toBe(true)
  expect(builtLoad(FIXTURE_ROOT)).toEqual(expected)
})

test('a schema the build did not compile by itself (one section type, by its $id) still validates', () => {
  const validator = built
  expect(validator.validateAgainst('sections.schema.json#/definitions/faq', { type: 'faq' })).toEqual([])
  expect(validator.validateAgainst('sections.schema.json#/definitions/faq', { type: 'faq', items: 'none' }).length).toBeGreaterThan(0)
})

test.each(invalidCases)('%s is reported with the same messages and positions', (name) => {
  const expected = compiled.get(name)!
  const result = builtLoad(caseRoots.get(name)!)
  expect(result.ok).toBe(false)
  expect(result.ok ? '' : formatProblems(result.problems)).toBe(expected.ok ? '' : formatProblems(expected.problems))
})

test('validators compiled from other schema texts, or no file, are not used', () => {
  const schemas = join(projectRoot(), 'schemas')
  const set = readSchemaSet(schemas)
  // The same schemas with one description edited after the build.
  const edited = mkdtempSync(join(tmpdir(), 'schemas-'))
  try {
    cpSync(schemas, edited, { recursive: true })
    const file = join(edited, [...set.schemas.keys()][0]!)
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), description: 'Edited after the build.' }))
    const stale = join(scratch, 'stale.cjs')
    writePrecompiledSchemas(stale, readSchemaSet(edited))
    expect(readPrecompiledSchemas(stale, set)).toBeUndefined()
  } finally {
    rmSync(edited, { recursive: true, force: true })
  }
  expect(readPrecompiledSchemas(join(scratch, 'missing.cjs'), set)).toBeUndefined()
  expect(readPrecompiledSchemas(written, set)?.size).toBe(set.schemas.size)
})
