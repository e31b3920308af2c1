import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

/**
 * Each fixture is a broken YAML file with a comment line naming where it goes (`# target: path`);
 * `<name>.expected` beside it is Vitest's file snapshot of the exact `npm run check` output for the
 * fixture content with that one file dropped in. After a deliberate change to the messages,
 * `npx vitest run --config tests/vitest.config.ts tests/load/invalidFixtures.test.ts -u` rewrites
 * them; review the diff before committing.
 */
const FIXTURES = join(projectRoot(), 'tests/fixtures/invalid')
const cases = readdirSync(FIXTURES).filter((name) => name.endsWith('.yaml')).sort()

let pristine: string
beforeAll(() => {
  pristine = mkdtempSync(join(tmpdir(), 'content-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(pristine, dir), { recursive: true })
})
afterAll(() => rmSync(pristine, { recursive: true, force: true }))

test.each(cases)('%s is reported with exact positions', async (name) => {
  const text = readFileSync(join(FIXTURES, name), 'utf8')
  const target = /^# target: (\S+)/m.exec(text)?.[1]
  if (!target) throw new Error(`${name}: a line must say "# target: <path>"`)
  const root = mkdtempSync(join(tmpdir(), 'case-'))
  try {
    cpSync(pristine, root, { recursive: true })
    mkdirSync(dirname(join(root, target)), { recursive: true })
    writeFileSync(join(root, target), text)
    const result = loadContent(root)
    expect(result.ok).toBe(false)
    const output = result.ok ? '' : formatProblems(result.problems)
    await expect(`${output}\n`).toMatchFileSnapshot(join(FIXTURES, name.replace(/\.yaml$/, '.expected')))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('the real content has no problems', () => {
  const result = loadContent()
  expect(result.ok ? [] : formatProblems(result.problems)).toEqual([])
})
