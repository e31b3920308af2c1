import { spawn } from 'node:child_process'
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

/** `npm run check -- --watch --format json` on a copy of the content, read one report (line) at a time. */
let root: string
let child: ChildProcessWithoutNullStreams
let nextReport: () => Promise<unknown>
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'check-watch-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
  child = spawn(join(projectRoot(), 'node_modules/.bin/tsx'), ['engine/load/checkCli.server.ts', '--watch', '--format', 'json'], {
    cwd: projectRoot(),
    env: { ...process.env, CONTENT_DIR: root },
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  nextReport = async () => {
    const { value, done } = await lines.next()
    if (done) throw new Error('the watcher stopped')
    return JSON.parse(value as string)
  }
})
afterAll(() => {
  child.kill()
  rmSync(root, { recursive: true, force: true })
})

const REVIEW = 'pages-config/reviews/oarline-classic-r1.yaml'

test('reports at start, after a mistake is saved, and after it is fixed', async () => {
  expect(await nextReport()).toEqual([])
  const path = join(root, REVIEW)
  const original = readFileSync(path, 'utf8')
  writeFileSync(path, original.replace(/^product: oarline-classic-r1$/m, 'product: oarline-clasic-r1'))
  expect(await nextReport()).toEqual([
    {
      file: REVIEW,
      line: 2,
      col: 10,
      pointer: '/product',
      message: 'unknown product "oarline-clasic-r1" (did you mean "oarline-classic-r1"?); use the id of a product in api/catalogue/*.yaml',
      severity: 'error',
    },
  ])
  writeFileSync(path, original)
  expect(await nextReport()).toEqual([])
})
