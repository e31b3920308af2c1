import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

/** A copy of the content with a mistake planted in each of two reviews; the real content is never written. */
let root: string
const PLANTED: Record<string, string> = {
  'pages-config/reviews/oarline-classic-r1.yaml': `# yaml-language-server: $schema=../../schemas/review.schema.json
product: oarline-clasic-r1
seo:
  description: A review whose product id is misspelled.
  keywords: test
sections:
  - type: faq
author: Test team
publishedAt: "2025-01-10"
updatedAt: "2025-06-01"
scoreReasons: {}
`,
  'pages-config/reviews/aerorow-pro-air.yaml': `# yaml-language-server: $schema=../../schemas/review.schema.json
product: aerorow-pro-air
seo:
  description: A review with a misspelled section type.
  keywords: test
sections:
  - type: faq
  - type: faqs
author: Test team
publishedAt: "2025-01-10"
updatedAt: "2025-06-01"
scoreReasons: {}
`,
}
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'check-cli-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
  for (const [file, text] of Object.entries(PLANTED)) writeFileSync(join(root, file), text)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

type Run = { code: number; stdout: string; stderr: string }

/** `npm run check -- <args>`, as CI runs it, on the content in `contentDir`. */
function check(args: string[], contentDir: string = root): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'check', '--', ...args], { cwd: projectRoot(), env: { ...process.env, CONTENT_DIR: contentDir } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

const SECTION_TYPES =
  'buy-bar, buy-button, call-to-action, comparison, customer-ratings, faq, feature-list, gallery, offers, price-history, pros-cons, prose, related-products, review-hero, score-breakdown, specs, trust-row'

test('--format github prints one annotation per problem, then the count', async () => {
  const run = await check(['--format', 'github'])
  expect(run.code).toBe(1)
  expect(run.stdout).toBe(
    [
      `::error file=pages-config/reviews/aerorow-pro-air.yaml,line=8,col=11::/sections/1/type: unknown section "faqs" (did you mean "faq"?); expected one of ${SECTION_TYPES}`,
      '::error file=pages-config/reviews/oarline-classic-r1.yaml,line=2,col=10::/product: unknown product "oarline-clasic-r1" (did you mean "oarline-classic-r1"?); use the id of a product in api/catalogue/*.yaml',
      '2 problems in 2 files',
      '',
    ].join('\n'),
  )
})

test('--format json prints the problems as one array with positions and severity', async () => {
  const run = await check(['--format', 'json'])
  expect(run.code).toBe(1)
  expect(JSON.parse(run.stdout)).toEqual([
    {
      file: 'pages-config/reviews/aerorow-pro-air.yaml',
      line: 8,
      col: 11,
      pointer: '/sections/1/type',
      message: `unknown section "faqs" (did you mean "faq"?); expected one of ${SECTION_TYPES}`,
      severity: 'error',
    },
    {
      file: 'pages-config/reviews/oarline-classic-r1.yaml',
      line: 2,
      col: 10,
      pointer: '/product',
      message: 'unknown product "oarline-clasic-r1" (did you mean "oarline-classic-r1"?); use the id of a product in api/catalogue/*.yaml',
      severity: 'error',
    },
  ])
})

test('valid content: exit 0, "[]" in JSON', async () => {
  // The fixture content: its prices are judged against its own dataAsOf, whatever today is.
  const fresh = mkdtempSync(join(tmpdir(), 'check-fresh-'))
  try {
    for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(fresh, dir), { recursive: true })
    const run = await check(['--format', 'json'], fresh)
    expect(run).toMatchObject({ code: 0, stdout: '[]\n' })
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
})

test('an unknown flag or format is a usage mistake: exit 2 with the usage', async () => {
  const runs = await Promise.all([['--format', 'xml'], ['--formt', 'json'], ['stray']].map((args) => check(args)))
  for (const run of runs) {
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('usage: npm run check -- [--format text|github|json] [--watch]')
  }
})
