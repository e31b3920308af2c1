import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { clientDir, fileForUrl } from '../../api/generate/generatedFiles.ts'
import { generatedUrls } from '../../api/generate/generateSite.ts'
import { renderGeneratedPage } from '../../api/generate/regeneratePages.ts'
import { loadGenerated } from '../../api/middleware/generatedPages.ts'
import { openPreparedStore } from '../../api/store/openContentStore.server.ts'
import { contentAt, forgetLoadedContent } from '../support/content.ts'
import { growContent } from '../support/growContent.ts'
import { copyProject } from '../support/spawnServer.ts'

// An editor serves the site (`npm start` fills the store in DATA_DIR with the demo prices of the
// content of that day), stops it, grows the content, and runs the tests: the build the tests run
// against (`npm run build:current`) shows the prices the tests compute from the content, whatever
// the store holds. Compared the same way as the published-content tests compare the served pages.

const project = copyProject()
afterAll(() => project.remove())

test('after the site was served and the content grown, the tests\' build shows the prices the tests expect', { timeout: 240_000 }, async () => {
  cpSync(join(import.meta.dirname, '../support/currentBuild.mjs'), join(project.root, 'tests/support/currentBuild.mjs'))
  const served = await openPreparedStore(project.root, project.root, contentAt(project.root), { demo: true })
  expect(served.prepared.demoRowsImported, 'the served store holds the demo prices of the content before it grew').toBeGreaterThan(0)
  await served.store.close()
  const grown = growContent(project.root)
  forgetLoadedContent()

  const env = { ...process.env, CONTENT_DIR: '', DATA_DIR: '', DATABASE_URL: '' }
  const build = spawnSync('npm', ['run', 'build:current'], { cwd: project.root, env, encoding: 'utf8' })
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0)

  const content = contentAt(project.root)
  const { stylesheets } = loadGenerated(project.root)
  const urls = generatedUrls(content)
  expect(urls).toContain(`/category/${grown.category}`)
  const differing: string[] = []
  for (const url of urls) {
    const fresh = await renderGeneratedPage(content, url, stylesheets)
    if (readFileSync(join(clientDir(project.root), fileForUrl(url)), 'utf8') !== fresh!.made.identity.toString()) differing.push(url)
  }
  expect(differing, 'pages of the build that differ from a fresh render of the grown content').toEqual([])
  // Every picture the grown pages show is in the build, the new category's too.
  const images = new Set(urls.flatMap((url) => [...readFileSync(join(clientDir(project.root), fileForUrl(url)), 'utf8').matchAll(/(?:src|href)="(\/images\/[^"?#]+)"/g)].map((match) => match[1]!)))
  expect([...images].some((image) => image.startsWith(`/images/${grown.category}/`)), 'the new category shows its pictures').toBe(true)
  expect([...images].filter((image) => !existsSync(join(clientDir(project.root), image))), 'pictures missing from the build').toEqual([])
})
