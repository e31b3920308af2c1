import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// `npm run check` costs what it loads: a check of the content loads the section types'
// definitions, schemas and content rules, never what draws a page (components, resolvers, React),
// reuses the schema validators an earlier check compiled, and parses no syntax tree of valid content.

const scratch = mkdtempSync(join(tmpdir(), 'check-loads-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * Runs the check on the fixture content from source, as `npm run check` compiles it (the same
 * modules, in one file); every module the process loaded.
 */
function checkLoads(name: string): string[] {
  const file = join(scratch, name)
  const preload = join(projectRoot(), 'tests/support/loadedModules.mjs')
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', preload, 'engine/load/checkCli.server.ts'], {
    cwd: projectRoot(),
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: FIXTURE_ROOT, CI: '', LOADED_MODULES_FILE: file },
  })
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0)
  return readFileSync(file, 'utf8').split('\n').filter(Boolean)
}

test('the check loads no component, section resolver, React or renderer code', () => {
  const loaded = checkLoads('first')
  const sectionModules = loaded.filter((module) => module.includes('/engine/sections/'))
  expect(sectionModules.some((module) => /\/engine\/sections\/[^/]+\/[^/]+\.ts$/.test(module)), 'the section definitions are loaded').toBe(true)
  const drawing = loaded.filter((module) => /\.tsx$|\/renderer\/|\/node_modules\/react(-dom)?\/|\/engine\/sections\/[^/]+\/resolve[^/]*\.server\.ts$/.test(module))
  expect(drawing).toEqual([])
})

test('a check after another loads no schema compiler: it validates with the validators compiled before', () => {
  checkLoads('warm-up')
  const loaded = checkLoads('second')
  expect(loaded.filter((module) => module.includes('/node_modules/ajv/dist/runtime/')).length, "ajv's runtime helpers, which compiled validators use").toBeGreaterThan(0)
  expect(loaded.filter((module) => /\/node_modules\/ajv\/dist\/(compile|vocabularies)\//.test(module))).toEqual([])
})

test("a check of valid content never loads yaml's parser: the fast reader reads every file, and positions are looked up only for a problem", () => {
  const loaded = checkLoads('valid')
  expect(loaded.filter((module) => module.includes('/node_modules/js-yaml/')).length, 'the fast reader').toBeGreaterThan(0)
  expect(loaded.filter((module) => module.includes('/node_modules/yaml/'))).toEqual([])
})
