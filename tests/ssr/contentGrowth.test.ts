import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { contentAt } from '../support/content.ts'
import { describeContentRules } from '../support/contentRules.ts'
import { copyContent, growContent } from '../support/growContent.ts'
import type { Grown } from '../support/growContent.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// What an editor does by the editing guides (a review, a category whose one product has no review,
// a guide), done on a copy of the site's content: the check passes and every rule still holds.
const root = mkdtempSync(join(tmpdir(), 'grown-content-'))
copyContent(resolveContentDir(), root)
const grown: Grown = growContent(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describeContentRules('the grown content', () => ({ root, content: contentAt(root) }))

let site: Started
beforeAll(async () => {
  site = await startSite({ root, content: contentAt(root) })
})
afterAll(() => site?.close())

test('npm run check passes on the grown content', async () => {
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) =>
    execFile('npm', ['run', '--silent', 'check'], { cwd: projectRoot(), env: { ...process.env, CONTENT_DIR: root } }, (error, stdout) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    ),
  )
  expect(stdout).toMatch(/content ok/)
  expect(code).toBe(0)
})

test('the added review, category and guide are served', async () => {
  expect((await fetchPage(site, `/product/${grown.review}`)).status).toBe(200)
  const category = await fetchPage(site, `/category/${grown.category}`)
  expect(category.status).toBe(200)
  expect(category.html).toContain(grown.productTitle)
  const guide = await fetchPage(site, `/guides/${grown.guide}`)
  expect(guide.status).toBe(200)
  expect(guide.html).toContain(grown.guideHeading)
})
