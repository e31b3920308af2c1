import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// `npm run check` runs the check compiled into one module, kept between runs: a change to the
// check's code must take effect on the very next run, and a mistake in it must be reported as
// when the check ran from source. Run in a copy of the project whose node_modules holds the
// packages but a cache of its own, so the project's compiled check is never touched.

const root = mkdtempSync(join(tmpdir(), 'compiled-check-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
for (const part of ['engine', 'schemas', 'package.json', 'package-lock.json', 'tsconfig.json']) cpSync(join(projectRoot(), part), join(root, part), { recursive: true })
mkdirSync(join(root, 'pages-config'))
mkdirSync(join(root, 'node_modules'))
for (const name of readdirSync(join(projectRoot(), 'node_modules'))) {
  if (name !== '.cache') symlinkSync(join(projectRoot(), 'node_modules', name), join(root, 'node_modules', name))
}

const check = () =>
  spawnSync('npm', ['run', '--silent', 'check'], { cwd: root, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: FIXTURE_ROOT } })

const report = join(root, 'engine/load/checkReport.ts')

test('a change to the check\'s code is what the next check runs', { timeout: 60_000 }, () => {
  const first = check()
  expect(first.status, first.stderr).toBe(0)
  expect(first.stdout).toMatch(/^content ok: \d+ products, \d+ reviews$/m)
  expect(readdirSync(join(root, 'node_modules/.cache/compiled-cli')).some((file) => file.startsWith('checkCli.server-')), 'the compiled check is kept').toBe(true)

  writeFileSync(report, readFileSync(report, 'utf8').replace('`content ok: ', '`content checked, no problem: '))
  const second = check()
  expect(second.status, second.stderr).toBe(0)
  expect(second.stdout).toMatch(/^content checked, no problem: \d+ products, \d+ reviews$/m)
})

test('a syntax mistake in the check\'s code is reported at its file and line, as from source', { timeout: 60_000 }, () => {
  appendFileSync(report, '\nexport const unfinished = (\n')
  const run = check()
  expect(run.status).not.toBe(0)
  expect(run.stderr).toContain(`${report}:`)
  expect(run.stderr).toMatch(/Unexpected end of file/)
})
