import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

// `npm run depcheck` holds the import layers of docs/architecture.md ("Import layers"). Each case
// is a module in a folder importing one in another, written into a scratch tree laid out like the
// project; the project's own dependency-cruiser configuration then runs over that tree, as
// `npm run depcheck` does, and each case is judged by the rules its one import broke.

/** [folder of the importing module, folder of the imported one, the rule it breaks]. */
const WRONG_WAY: [string, string, string][] = [
  ['api/generate', 'api/middleware', 'layer-api-serving'],
  ['api/prices', 'api/fastPath', 'layer-api-serving'],
  ['api/process', 'api/routes', 'layer-api-process'],
  ['api/store', 'api/generate', 'layer-store'],
  ['api/middleware', 'api/server', 'layer-api-http'],
  ['engine/shop', 'engine/pages', 'layer-shop'],
  ['engine/shop', 'engine/catalogue', 'layer-shop'],
  ['engine/facts', 'engine/shop', 'layer-facts'],
  ['engine/format', 'engine/facts', 'layer-format'],
  ['engine/derived', 'engine/format', 'layer-derived'],
  ['engine/ui', 'engine/comparison', 'layer-ui'],
  ['engine/seo', 'engine/listing', 'layer-seo'],
  ['engine/client', 'engine/prose', 'layer-client'],
  ['engine/catalogue', 'engine/prose', 'layer-catalogue'],
  ['engine/load', 'api/routes', 'layer-load'],
  ['engine/check', 'engine/load', 'layer-check'],
  ['engine/content', 'engine/check', 'layer-content'],
  ['engine/content', 'engine/load', 'layer-content'],
]
const DOWNWARD: [string, string][] = [
  ['api/server', 'api/middleware'],
  ['api/middleware', 'api/generate'],
  ['api/fastPath', 'api/prices'],
  ['api/generate', 'api/store'],
  ['api/prices', 'api/process'],
  ['engine/pages', 'engine/shop'],
  ['engine/catalogue', 'engine/shop'],
  ['engine/shop', 'engine/facts'],
  ['engine/prose', 'engine/catalogue'],
  ['engine/load', 'engine/check'],
  ['engine/check', 'engine/content'],
  ['engine/pages', 'engine/content'],
  ['engine/comparison', 'engine/ui'],
  ['engine/listing', 'engine/seo'],
]

const cases = [...WRONG_WAY.map(([from, to]) => [from, to] as const), ...DOWNWARD].map(([from, to], index) => ({ from: `${from}/from${index}.ts`, to: `${to}/to${index}.ts` }))
let scratch: string
let broken: Map<string, string[]>

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'layers-'))
  for (const { from, to } of cases) {
    for (const file of [from, to]) mkdirSync(dirname(join(scratch, file)), { recursive: true })
    writeFileSync(join(scratch, to), 'export const value = 1\n')
    const up = dirname(from).split('/').map(() => '..')
    writeFileSync(join(scratch, from), `import { value } from '${[...up, to].join('/')}'\nexport const used = value\n`)
  }
  const root = projectRoot()
  const run = promisify(execFile)(join(root, 'node_modules/.bin/depcruise'), ['api', 'engine', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd: scratch })
  // depcruise exits non-zero when it finds violations; its report is on stdout either way.
  const { stdout } = await run.catch((error: { stdout: string }) => error)
  broken = new Map()
  for (const { rule, from } of (JSON.parse(stdout) as { summary: { violations: { rule: { name: string }; from: string }[] } }).summary.violations) {
    broken.set(from, [...(broken.get(from) ?? []), rule.name])
  }
}, 60_000)
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

test.each(WRONG_WAY.map(([from, to, rule], index) => [from, to, rule, cases[index]!.from] as const))('an import from %s up to %s fails `npm run depcheck` (%s)', (_from, _to, rule, file) => {
  expect(broken.get(file)).toEqual([rule])
})

test.each(DOWNWARD.map(([from, to], index) => [from, to, cases[WRONG_WAY.length + index]!.from] as const))('an import from %s down to %s passes', (_from, _to, file) => {
  expect(broken.get(file)).toBeUndefined()
})
