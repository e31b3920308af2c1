import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { checkPriceAge, daysSince } from '../../engine/load/checkPriceAge.server.ts'
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'

// Prices say when they were checked, and `npm run check` reports old ones: a warning past
// warnAfterDays, a failure in CI mode past failAfterDays. Dates are set relative to today, so the
// test means the same whenever it runs.

const LIMITS = { warnAfterDays: 30, failAfterDays: 90 }
const FILE = 'api/catalogue/treadmills.yaml'
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

let root: string
let lines: Record<string, number>
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'price-age-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(projectRoot(), dir), join(root, dir), { recursive: true })
  // Every price checked yesterday, except the first treadmill's, 40 days ago (old), and the second's, 120 (too old for CI).
  for (const file of readdirSync(join(root, 'api/catalogue')).filter((name) => name.endsWith('.yaml'))) {
    const path = join(root, 'api/catalogue', file)
    writeFileSync(path, readFileSync(path, 'utf8').replace(/priceCheckedAt: "[0-9-]+"/g, `priceCheckedAt: "${day(1)}"`))
  }
  const ages = [40, 120]
  let n = 0
  const text = readFileSync(join(root, FILE), 'utf8').replace(/priceCheckedAt: "[0-9-]+"/g, () => `priceCheckedAt: "${day(ages[n++] ?? 1)}"`)
  writeFileSync(join(root, FILE), text)
  const dateLines = text.split('\n').flatMap((line, i) => (line.includes('priceCheckedAt') ? [i + 1] : []))
  lines = { first: dateLines[0]!, second: dateLines[1]! }
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('days since a check count whole UTC days', () => {
  expect(daysSince('2026-11-20', new Date('2026-11-20T23:59:00Z'))).toBe(0)
  expect(daysSince('2026-11-20', new Date('2026-12-20T00:00:00Z'))).toBe(30)
  expect(daysSince('2026-11-21', new Date('2026-11-20T12:00:00Z'))).toBe(-1)
})

test('outside CI both old prices are warnings, each at its priceCheckedAt line', () => {
  const problems = checkPriceAge(root, LIMITS, new Date(), false)
  expect(problems.map(({ line, severity }) => [line, severity])).toEqual([
    [lines.first, 'warning'],
    [lines.second, 'warning'],
  ])
  expect(formatProblems(problems)).toContain(`${FILE}:${lines.first}:21  /products/0/priceCheckedAt  warning: price checked 40 days ago, more than priceFreshness.warnAfterDays (30) in site.yaml; check Stridewell T600 Folding Treadmill's price at the retailer and update priceCheckedAt`)
  expect(formatProblems(problems).split('\n').at(-1)).toBe('2 warnings in 1 file')
})

test('in CI mode a price past failAfterDays is an error; one past warnAfterDays stays a warning', () => {
  const problems = checkPriceAge(root, LIMITS, new Date(), true)
  expect(problems.map(({ line, severity }) => [line, severity ?? 'error'])).toEqual([
    [lines.first, 'warning'],
    [lines.second, 'error'],
  ])
  expect(problems[1]!.message).toMatch(/^price checked 120 days ago, more than priceFreshness.failAfterDays \(90\) in site.yaml; /)
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
  expect(local.stdout).toContain('warning: price checked 120 days ago')
  expect(local.stdout.trim().split('\n').at(-1)).toMatch(/^content ok: /)
  expect(ciFlag.code).toBe(1)
  expect(ciFlag.stdout).toMatch(/^::warning file=api\/catalogue\/treadmills\.yaml,line=\d+,col=21::\/products\/0\/priceCheckedAt: price checked 40 days ago/m)
  expect(ciFlag.stdout).toMatch(/^::error file=api\/catalogue\/treadmills\.yaml,line=\d+,col=21::\/products\/1\/priceCheckedAt: price checked 120 days ago/m)
  expect(ciEnv.code).toBe(1)
  expect(ciEnv.stderr).toContain('price checked 120 days ago, more than priceFreshness.failAfterDays (90)')
  expect(ciEnv.stderr.trim().split('\n').at(-1)).toBe('1 problem and 1 warning in 1 file')
}, 180_000)
