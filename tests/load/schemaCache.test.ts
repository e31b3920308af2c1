import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { readPrecompiledSchemas } from '../../engine/content/precompiledSchemas.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { readSchemaSet } from '../../engine/content/schemaSet.server.ts'
import { cachedValidator } from '../../engine/content/schemaValidator.server.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// The content check keeps the validators it compiled for its next run. Whatever that file holds,
// the check validates by the schemas as they are now.

// Inside the project, where a kept module finds ajv's runtime helpers in node_modules.
const scratch = join(projectRoot(), 'node_modules/.cache', `schema-cache-test-${process.pid}`)
const content = mkdtempSync(join(tmpdir(), 'schema-cache-'))
for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(content, dir), { recursive: true })
// A key no schema allows, which a validator that accepts anything would let through.
appendFileSync(join(content, 'pages-config/site.yaml'), '\nsiteMotto: Always testing\n')
const set = readSchemaSet(join(projectRoot(), 'schemas'))
/** The schemas the check validates documents with: the ones it keeps compiled. */
const documentSchemas = Object.values(DOCUMENT_KINDS)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  rmSync(content, { recursive: true, force: true })
})

/** A kept file at `name` holding `code`; its path. */
function kept(name: string, code: string): string {
  const file = join(scratch, name)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, code)
  return file
}

/** What the check reports with the validators kept in `file`. */
function problems(file: string): string {
  const result = loadContent(content, { store: ContentStore.forOneLoad(cachedValidator(file)) })
  return result.ok ? '' : formatProblems(result.problems)
}

test('validators kept from other schemas are not used: the check reports what these schemas forbid, and keeps theirs', () => {
  const acceptAll = documentSchemas.map((id) => `exports[${JSON.stringify(id)}] = () => true;`).join('\n')
  const file = kept('other-schemas.cjs', `${acceptAll}\nexports.schemaFingerprint = "compiled from other schemas";\n`)
  expect(problems(file)).toContain('unknown key "siteMotto"')
  expect(readPrecompiledSchemas(file, set, documentSchemas), 'the file now holds the validators of these schemas').toBeDefined()
})

test('a damaged file of kept validators is compiled afresh: the check still runs and reports', () => {
  const file = kept('damaged.cjs', 'exports["site.schema.json"] = function (')
  expect(problems(file)).toContain('unknown key "siteMotto"')
  expect(readPrecompiledSchemas(file, set, documentSchemas)).toBeDefined()
})
