import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { oldPricesWarning } from '../../api/oldPricesWarning.ts'
import { checkReport } from '../../engine/load/checkReport.ts'
import { checkOnce } from '../../engine/load/checkOnce.server.ts'
import { checkPriceAge, dayStart, daysSince } from '../../engine/load/checkPriceAge.server.ts'
import { resolveContentDir } from '../../engine/load/resolveContentDir.server.ts'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'

// Prices say when they were checked, and `npm run check` reports old ones against the data set's
// own date (site.yaml's dataAsOf): a warning past warnAfterDays, a failure in CI mode past
// failAfterDays. The calendar never changes the answer; a running server says when prices are old.

const LIMITS = { warnAfterDays: 30, failAfterDays: 90 }
const FILE = 'api/catalogue/treadmills.yaml'
const DATA_AS_OF = '2026-11-20'
const AS_OF = { name: `dataAsOf (${DATA_AS_OF}) in site.yaml`, at: dayStart(DATA_AS_OF) }
const dayBefore = (days: number) => new Date(dayStart(DATA_AS_OF).getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

let root: string
let lines: Record<string, number>
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'price-age-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
  const site = join(root, 'pages-config/site.yaml')
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^dataAsOf: .*$/m, `dataAsOf: "${DATA_AS_OF}"`).replace(/^yearLabel: .*$/m, `yearLabel: "${DATA_AS_OF.slice(0, 4)}"`))
  // Every price checked the day before dataAsOf, except the first treadmill's, 40 days before (old), and the second's, 120 (too old for CI).
  for (const file of readdirSync(join(root, 'api/catalogue')).filter((name) => name.endsWith('.yaml'))) {
    const path = join(root, 'api/catalogue', file)
    writeFileSync(path, readFileSync(path, 'utf8').replace(/priceCheckedAt: "[0-9-]+"/g, `priceCheckedAt: "${dayBefore(1)}"`))
  }
  const ages = [40, 120]
  let n = 0
  const text = readFileSync(join(root, FILE), 'utf8').replace(/priceCheckedAt: "[0-9-]+"/g, () => `priceCheckedAt: "${dayBefore(ages[n++] ?? 1)}"`)
  writeFileSync(join(root, FILE), text)
  const dateLines = text.split('\n').flatMap((line, i) => (line.includes('priceCheckedAt') ? [i + 1] : []))
  lines = { first: dateLines[0]!, second: dateLines[1]! }
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => vi.useRealTimers())

test('days since a check count whole UTC days', () => {
  expect(daysSince('2026-11-20', new Date('2026-11-20T23:59:00Z'))).toBe(0)
  expect(daysSince('2026-11-20', new Date('2026-12-20T00:00:00Z'))).toBe(30)
  expect(daysSince('2026-11-21', new Date('2026-11-20T12:00:00Z'))).toBe(-1)
})

test('outside CI both old prices are warnings, each at its priceCheckedAt line, counted from dataAsOf', () => {
  const problems = checkPriceAge(root, LIMITS, AS_OF, false)
  expect(problems.map(({ line, severity }) => [line, severity])).toEqual([
    [lines.first, 'warning'],
    [lines.second, 'warning'],
  ])
  expect(formatProblems(problems)).toContain(`${FILE}:${lines.first}:21  /products/0/priceCheckedAt  warning: price checked 40 days before dataAsOf (2026-11-20) in site.yaml, more than priceFreshness.warnAfterDays (30) in site.yaml; check Stridewell T600 Folding Treadmill's price at the retailer and update priceCheckedAt`)
  expect(formatProblems(problems).split('\n').at(-1)).toBe('2 warnings in 1 file')
})

test('in CI mode a price past failAfterDays is an error; one past warnAfterDays stays a warning', () => {
  const problems = checkPriceAge(root, LIMITS, AS_OF, true)
  expect(problems.map(({ line, severity }) => [line, severity ?? 'error'])).toEqual([
    [lines.first, 'warning'],
    [lines.second, 'error'],
  ])
  expect(problems[1]!.message).toMatch(/^price checked 120 days before dataAsOf \(2026-11-20\) in site.yaml, more than priceFreshness.failAfterDays \(90\) in site.yaml; /)
})

test.each([
  ['the fixture content', () => FIXTURE_ROOT],
  ['the site\'s own content', () => resolveContentDir()],
])('the whole check of %s, in CI mode, passes with the clock at 2030-01-01', (_name, at) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
  const outcome = checkOnce(at(), { format: 'text', ci: true })
  expect(outcome.report).toMatch(/content ok/)
  expect(outcome.ok).toBe(true)
})

test('a day asked for with --now judges the ages instead of dataAsOf', () => {
  const outcome = checkOnce(root, { format: 'json', ci: true, now: '2027-06-01' })
  expect(outcome.ok).toBe(false)
  const problems = JSON.parse(outcome.report) as { message: string; severity: string }[]
  expect(problems.every(({ message }) => message.includes('before --now (2027-06-01)'))).toBe(true)
  expect(problems.filter(({ severity }) => severity === 'error').length).toBeGreaterThan(2)
})

test('price-age warnings are printed beside the content\'s errors, not hidden by them', () => {
  const broken = mkdtempSync(join(tmpdir(), 'price-age-broken-'))
  cpSync(root, broken, { recursive: true })
  const about = join(broken, 'pages-config/pages/about.yaml')
  writeFileSync(about, `${readFileSync(about, 'utf8')}\nmisspelledKey: 1\n`)
  const result = loadContent(broken)
  expect(result.ok).toBe(false)
  const report = checkReport(result, 'text', checkPriceAge(broken, LIMITS, AS_OF, false))
  rmSync(broken, { recursive: true, force: true })
  expect(report).toContain('pages-config/pages/about.yaml')
  expect(report).toContain('warning: price checked 40 days before dataAsOf')
  expect(report.split('\n').at(-1)).toBe('1 problem and 2 warnings in 2 files')
})

test('the server, at start, names prices the clock says are old, and nothing when they are recent', () => {
  const content = fixtureContent()
  const warning = oldPricesWarning(content, new Date('2030-01-01T00:00:00Z'))
  expect(warning).toMatch(new RegExp(`^${content.catalogue.all().length} of ${content.catalogue.all().length} catalogue prices were checked more than 30 days ago`))
  expect(warning).toContain(`the data set is dated ${content.site.dataAsOf}`)
  expect(oldPricesWarning(content, dayStart(content.site.dataAsOf))).toBeUndefined()
})

type Run = { code: number; stdout: string; stderr: string }
function check(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'check', '--', ...args], { cwd: projectRoot(), env: { ...process.env, CONTENT_DIR: root, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

test('npm run check passes with warnings locally and fails in CI (CI=true or --ci)', async () => {
  const [local, ciFlag, ciEnv] = await Promise.all([check([], { CI: 'false' }), check(['--ci', '--format', 'github'], { CI: 'false' }), check([], { CI: 'true' })])
  expect(local.code).toBe(0)
  expect(local.stdout).toContain('warning: price checked 120 days before dataAsOf')
  expect(local.stdout.trim().split('\n').at(-1)).toMatch(/^content ok: /)
  expect(ciFlag.code).toBe(1)
  expect(ciFlag.stdout).toMatch(/^::warning file=api\/catalogue\/treadmills\.yaml,line=\d+,col=21::\/products\/0\/priceCheckedAt: price checked 40 days before/m)
  expect(ciFlag.stdout).toMatch(/^::error file=api\/catalogue\/treadmills\.yaml,line=\d+,col=21::\/products\/1\/priceCheckedAt: price checked 120 days before/m)
  expect(ciEnv.code).toBe(1)
  expect(ciEnv.stderr).toContain('price checked 120 days before dataAsOf (2026-11-20) in site.yaml, more than priceFreshness.failAfterDays (90)')
  expect(ciEnv.stderr.trim().split('\n').at(-1)).toBe('1 problem and 1 warning in 1 file')
}, 180_000)
