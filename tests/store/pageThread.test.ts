import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pageThread } from '../../api/server/pageThread.ts'
import { feedCsv } from '../../api/store/import/FeedRow.ts'
import { readRetailers } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { capturedLog } from '../support/capturedLog.ts'
import { siteContent } from '../support/content.ts'
import { feedRow } from '../support/feedRow.ts'
import { npmScript } from '../support/npmScript.ts'
import { servingPort, spawnServer } from '../support/spawnServer.ts'
import type { ServerProcess } from '../support/spawnServer.ts'
import { openTestStore } from '../support/testStore.ts'
import type { TestStore } from '../support/testStore.ts'

// A price change that makes many generated pages again makes them on a thread of its own, whose
// memory goes with the round (PAGE_THREAD_PAGES sets how many; 1 here, so every round uses it).
// The pages it makes are the ones the serving thread would have made: the new price is served.
// On SQLite in npm test, on PostgreSQL in npm run test:postgres (the thread opens the same store).

const content = siteContent()
const [slug, review] = [...content.reviews].find(([, page]) => content.catalogue.byId(page.product))!
const [retailer] = readRetailers(projectRoot())
const dir = mkdtempSync(join(tmpdir(), 'page-thread-'))
let store: TestStore
let server: ServerProcess
let port: number

beforeAll(async () => {
  store = await openTestStore()
  server = spawnServer({ ...store.env, PAGE_THREAD_PAGES: '1' })
  port = await servingPort(server)
}, 60_000)
afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  await store.remove()
  rmSync(dir, { recursive: true, force: true })
})

test('a price imported while serving is on the pages a page thread made again', { timeout: 60_000 }, async () => {
  const importedAt = Date.now()
  const afterImport = (line: Record<string, unknown>) => Date.parse(String(line.time)) >= importedAt
  const feed = join(dir, 'one-price.csv')
  writeFileSync(feed, feedCsv([feedRow(retailer!.id, review.product, 876.54, new Date().toISOString())]))
  const [program, args] = npmScript('prices:import', [feed])
  const imported = spawnSync(program, args, { cwd: projectRoot(), env: { ...process.env, ...store.env }, encoding: 'utf8' })
  expect(imported.status, `${imported.stdout}\n${imported.stderr}`).toBe(0)

  const made = await server.waitForLog((line) => afterImport(line) && String(line.msg).startsWith('a page thread made'))
  expect(made.pages, 'the thread made the pages showing the product').toBeGreaterThan(0)
  const regenerated = await server.waitForLog((line) => afterImport(line) && String(line.msg).startsWith('regenerated'))
  expect(regenerated.pages).toBe(made.pages)
  const page = await (await fetch(`http://127.0.0.1:${port}/product/${slug}`)).text()
  expect(page).toMatch(/\$?876\.54/)
  expect(server.logLines().filter((line) => Number(line.level) >= 40), 'no warning or error').toEqual([])
})

test('when the thread cannot read the content, it makes no page and every URL is left to the serving thread, with a warning', async () => {
  const log = capturedLog()
  const broken = join(dir, 'broken-thread.mjs')
  writeFileSync(broken, "import { parentPort } from 'node:worker_threads'\nparentPort.postMessage({ failed: 'the content cannot be read' })\n")
  const thread = pageThread(broken, { root: projectRoot(), contentDir: projectRoot(), reading: { production: true, checked: false, contentCacheBytes: 1 }, stylesheets: {} }, { minPages: 1, serves: () => true, logger: log.logger })!
  const placed: string[] = []
  expect(await thread.make(['/', '/about'], async (url) => void placed.push(url))).toEqual(['/', '/about'])
  expect(placed).toEqual([])
  expect(log.lines.find((line) => line.level === 40)?.msg).toBe('the page thread stopped; the serving thread makes the pages left')
})
