import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEFAULT_MAX_FILE_BYTES, maxContentFileBytes } from '../../engine/content/loadDocument.server.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'limits-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('a content file over the size cap is refused before parsing, as a positioned problem', () => {
  const file = 'pages-config/reviews/zz-huge.yaml'
  // Valid YAML over 1 MB: parsing it would be slow; the cap answers without reading it.
  writeFileSync(join(root, file), '# yaml-language-server: $schema=../../schemas/review.schema.json\n' + 'notes: |\n' + '  lorem ipsum dolor sit amet\n'.repeat(45_000))
  try {
    const result = loadContent(root)
    expect(result.ok).toBe(false)
    const problems = result.ok ? [] : result.problems.filter((problem) => problem.file === file)
    expect(problems).toEqual([
      {
        file,
        line: 1,
        col: 1,
        pointer: '',
        message: expect.stringMatching(/^the file is \d+ bytes, over the 1048576-byte limit for one content file; split it, or raise CONTENT_MAX_FILE_BYTES$/),
      },
    ])
  } finally {
    rmSync(join(root, file))
  }
})

test('CONTENT_MAX_FILE_BYTES sets the cap; a value that is not a positive whole number keeps the default', () => {
  expect(maxContentFileBytes({})).toBe(DEFAULT_MAX_FILE_BYTES)
  expect(maxContentFileBytes({ CONTENT_MAX_FILE_BYTES: '5000000' })).toBe(5_000_000)
  for (const wrong of ['0', '-1', '1.5', 'lots', '']) expect(maxContentFileBytes({ CONTENT_MAX_FILE_BYTES: wrong })).toBe(DEFAULT_MAX_FILE_BYTES)
})

test('the default cap is far above the largest real content file', () => {
  const files = ['pages-config', 'api/catalogue'].flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((name) => join(root, dir, name)))
  const largest = Math.max(...files.filter((file) => /\.ya?ml$/.test(file)).map((file) => statSync(file).size))
  expect(largest * 10).toBeLessThan(DEFAULT_MAX_FILE_BYTES)
})
