import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkYearLabel } from '../../engine/load/checkYearLabel.server.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'

// The rankings' year label in site.yaml against the newest price date in the catalogue, on a copy
// of the content whose dates the test writes.
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function contentWith(yearLabel: string, priceDays: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'year-label-'))
  roots.push(root)
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(projectRoot(), dir), join(root, dir), { recursive: true })
  const site = join(root, 'pages-config/site.yaml')
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^yearLabel: .*$/m, `yearLabel: "${yearLabel}"`))
  let n = 0
  for (const file of readdirSync(join(root, 'api/catalogue')).filter((name) => name.endsWith('.yaml'))) {
    const path = join(root, 'api/catalogue', file)
    writeFileSync(path, readFileSync(path, 'utf8').replace(/priceCheckedAt: "[0-9-]+"/g, () => `priceCheckedAt: "${priceDays[n++ % priceDays.length]}"`))
  }
  return root
}

test('a year label older than the newest price date is a warning at yearLabel', () => {
  const problems = checkYearLabel(contentWith('2025', ['2025-12-30', '2026-01-02']))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatchObject({ file: 'pages-config/site.yaml', pointer: '/yearLabel', severity: 'warning' })
  expect(problems[0]!.message).toContain('2026-01-02')
})

test('a year label of the newest price year, or later, says nothing', () => {
  expect(checkYearLabel(contentWith('2026', ['2025-12-30', '2026-01-02']))).toEqual([])
  expect(checkYearLabel(contentWith('2027', ['2026-01-02']))).toEqual([])
})
