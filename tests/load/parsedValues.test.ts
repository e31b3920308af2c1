import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import type { LoadResult } from '../../engine/load/loadContent.server.ts'
import { ParsedValues, withParsedValues } from '../../engine/load/ParsedValues.server.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'

let root: string
let cacheFile: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'parsed-values-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(projectRoot(), dir), join(root, dir), { recursive: true })
  cacheFile = join(root, 'cache/content-values.json')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** One run of the check as the CLI makes it: the store opened from its file, used, saved. */
function cachedRun(): LoadResult {
  const values = new ParsedValues(cacheFile)
  const result = withParsedValues(values, () => loadContent(root))
  values.save()
  return result
}
const report = (result: LoadResult) => (result.ok ? `ok: ${[...result.content.reviews.keys()].join(',')}` : formatProblems(result.problems))
const review = (name: string) => join(root, 'pages-config/reviews', name)

test('a run with saved values answers as a fresh load does', () => {
  const fresh = loadContent(root)
  expect(report(cachedRun())).toBe(report(fresh))
  const second = cachedRun()
  expect(report(second)).toBe(report(fresh))
  expect(second.ok && fresh.ok && second.content.reviews.get('easyride-r100')).toEqual(fresh.ok && fresh.content.reviews.get('easyride-r100'))
})

test('a text known to the store is not parsed again', () => {
  const text = readFileSync(review('easyride-r100.yaml'), 'utf8')
  const values = new ParsedValues()
  withParsedValues(values, () => loadContent(root))
  const raw = values.get(text)?.value as { seo: { description: string } }
  // A value the parser would never give for this text: seeing it proves the text was not parsed.
  raw.seo.description = 'Not what the file says.'
  values.set(text, raw)
  const result = withParsedValues(values, () => loadContent(root))
  expect(result.ok && result.content.reviews.get('easyride-r100')?.seo?.description).toBe('Not what the file says.')
})

test('problems in texts the store knows are reported with the same positions as a fresh load', () => {
  cachedRun()
  // A schema mistake in a changed file, and a link that breaks in an unchanged, known file.
  const file = review('easyride-r100.yaml')
  writeFileSync(file, readFileSync(file, 'utf8').replace('  - type: review-hero\n', '  - type: review-hero\n    colour: red\n'))
  rmSync(join(root, 'pages-config/pages/about.yaml'))
  const fresh = report(loadContent(root))
  expect(fresh).toContain('colour')
  expect(fresh).toContain('"/about" leads to no page')
  expect(report(cachedRun())).toBe(fresh)
})
