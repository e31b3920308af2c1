import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkYearLabel } from '../../engine/check/checkYearLabel.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

// The rankings' year label in site.yaml against the data set's own date (dataAsOf), on a copy of
// the content whose site.yaml the test writes.
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function contentWith(yearLabel: string, dataAsOf: string): string {
  const root = mkdtempSync(join(tmpdir(), 'year-label-'))
  roots.push(root)
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(projectRoot(), dir), join(root, dir), { recursive: true })
  const site = join(root, 'pages-config/site.yaml')
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^yearLabel: .*$/m, `yearLabel: "${yearLabel}"`).replace(/^dataAsOf: .*$/m, `dataAsOf: "${dataAsOf}"`))
  return root
}

test("a year label older than the data set's date is a warning at yearLabel", () => {
  const problems = checkYearLabel(contentWith('2025', '2026-01-02'))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatchObject({ file: 'pages-config/site.yaml', pointer: '/yearLabel', severity: 'warning' })
  expect(problems[0]!.message).toContain('2026-01-02')
})

test("a year label of the data set's year, or later, says nothing", () => {
  expect(checkYearLabel(contentWith('2026', '2026-01-02'))).toEqual([])
  expect(checkYearLabel(contentWith('2027', '2026-01-02'))).toEqual([])
})
