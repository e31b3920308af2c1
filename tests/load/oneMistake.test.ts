import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkReport } from '../../engine/load/checkReport.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// One mistake, one message: a file with a mistake of its own is reported at its line; what depends
// on it is not reported as more problems.

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A copy of the fixture content with `file` edited by `edit`; its check report as text. */
function reportWith(file: string, edit: (text: string) => string, also?: [string, (text: string) => string]): { problems: string[]; report: string } {
  root = mkdtempSync(join(tmpdir(), 'one-mistake-'))
  cpSync(FIXTURE_ROOT, root, { recursive: true })
  for (const [name, change] of [[file, edit], ...(also ? [also] : [])] as const) writeFileSync(join(root, name), change(readFileSync(join(root, name), 'utf8')))
  const result = loadContent(root)
  if (result.ok) throw new Error(`${file}: the mistake was not found`)
  return { problems: formatProblems(result.problems).split('\n').slice(0, -1), report: checkReport(result, 'text') }
}

test('a misspelled fact key in a catalogue file is one problem, at that key', () => {
  const { problems, report } = reportWith('api/catalogue/treadmills.yaml', (text) => text.replace('maxUserWeight:', 'maxUserWieght:'))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^api\/catalogue\/treadmills\.yaml:\d+:\d+ +\/products\/0\/facts\/maxUserWieght +unknown fact "maxUserWieght" \(did you mean "maxUserWeight"\?\)/)
  // Its category and the reviews of its products are not reported; one line says they wait.
  expect(report.split('\n').slice(-2)).toEqual(['1 problem in 1 file', 'not checked yet: which categories have products and which products reviews name are checked once the catalogue file is fixed'])
})

test('a misspelled key in an information page is one problem: links to that page still lead somewhere', () => {
  const { problems, report } = reportWith('pages-config/pages/about.yaml', (text) => `${text}\nlastUpdatd: "2026-01-01"\n`)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^pages-config\/pages\/about\.yaml:\d+:1 +\/lastUpdatd +unknown key "lastUpdatd" \(did you mean "lastUpdated"\?\)/)
  expect(report).not.toContain('leads to no page')
})

test('a review with a mistake of its own is one problem: links to it are not reported', () => {
  const link: [string, (text: string) => string] = ['pages-config/site.yaml', (text) => text.replace('{ label: Blog, href: /blog }', '{ label: Blog, href: /product/glidecore-e5 }')]
  const { problems } = reportWith('pages-config/reviews/glidecore-e5.yaml', (text) => text.replace(/^publishedAt: .*$/m, 'publishedAt: eleven'), link)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^pages-config\/reviews\/glidecore-e5\.yaml:\d+:\d+ +\/publishedAt /)
})
