// `.ci/with-postgres npm run bench:publish [-- --reviews 1000] [--dir DIR]`: publishing at a thousand
// reviews on PostgreSQL. Builds this tree over a demo content set, starts the production server
// with two workers and a second server process on the same database, then, each from an editor's
// copy of the content with `npm run publish`: a first version (the whole content), a changed
// review text, a changed fact and a changed method weight, each timed from the command's start and
// from its end until every serving process has switched to it and every page it changed has been
// answered by both servers; a publish with a broken file (refused with its file:line, no page
// changed); and two publishes under load (100 connections), checking every answer: no error, an
// ETag that is its body's, and the review page in one version only. Figures: docs/performance.md.
import { spawnSync } from 'node:child_process'
import type { IncomingHttpHeaders } from 'node:http'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { strongEtag } from '../api/generate/PreparedBody.ts'
import { readVersion } from '../api/store/contentVersions.ts'
import { openStore } from '../api/store/database/openStore.ts'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { writeDemoContent } from './demoContent.ts'
import { editFact, editReviewText, editWeight } from './publishEdits.ts'
import { startLoggedServer } from './loggedServer.ts'
import type { LoggedServer } from './loggedServer.ts'
import { REVIEWS_DIR } from '../engine/content/contentLayout.ts'

const GOAL_MS = 2000
const { values } = parseArgs({ options: { reviews: { type: 'string', default: '1000' }, dir: { type: 'string' } } })
const root = projectRoot()
if (!process.env.DATABASE_URL) throw new Error('run it on PostgreSQL: .ci/with-postgres npm run bench:publish')
const scratch = mkdtempSync(join(tmpdir(), 'bench-publish-'))
const dir = values.dir ?? join(scratch, 'content')
if (!existsSync(dir) || !readdirSync(dir).length) writeDemoContent(root, dir, Number(values.reviews))
const checkout = join(scratch, 'checkout')
cpSync(dir, checkout, { recursive: true })
const schema = `bench_publish_${Date.now()}`
const url = new URL(process.env.DATABASE_URL)
const admin = new pg.Client({ connectionString: url.toString() })
await admin.connect()
await admin.query(`create schema ${schema}`)
url.searchParams.set('options', `-c search_path=${schema}`)
const env = { CONTENT_DIR: dir, DATABASE_URL: url.toString(), LOG_LEVEL: 'info' }
const store = openStore({ kind: 'postgres', url: url.toString() })
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const results: boolean[] = []
const record = (ok: boolean, line: string) => (results.push(ok), console.log(`${ok ? 'ok  ' : 'MISS'} ${line}`))

/** `npm run publish` from the editor's copy: its output and when it started and ended (ms since the epoch). */
function publish(...args: string[]) {
  const startedAt = Date.now()
  const run = spawnSync('npm', ['run', '-s', 'publish', '--', '--author', 'bench', ...args], { cwd: root, env: { ...process.env, ...env, CONTENT_DIR: checkout }, encoding: 'utf8' })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, startedAt, endedAt: Date.now(), id: Number(/content version (\d+)/.exec(run.stdout)?.[1] ?? 0) }
}

/** How many of the pages a version changed are asked of each server to confirm it (all when fewer). */
const SAMPLE = 20

/**
 * Publishes, then waits until every serving process switched: from then on every page the version
 * changed answers in it (made before the switch, or rendered on its next request). Then asks up to
 * SAMPLE of those pages of each server, on new connections, until each worker answered `check`.
 */
async function timedPublish(name: string, servers: LoggedServer[], check: (path: string, body: string) => boolean = () => true, goal = true) {
  const done = publish()
  if (done.code !== 0) throw new Error(`publish failed:\n${done.stdout}\n${done.stderr}`)
  const switched = Math.max(...(await Promise.all(servers.map((server) => server.switchedTo(done.id)))).flat())
  const pages = await waitForPages(store, done.id)
  for (const path of pages.slice(0, SAMPLE)) for (const server of servers) await server.until(path, check)
  const line = `${name}: ${pages.length} page(s) changed; every process of ${servers.length} server(s) serves it ${seconds(switched - done.endedAt)} after the command returned, ${seconds(switched - done.startedAt)} from its start (the command took ${seconds(done.endedAt - done.startedAt)}); ${Math.min(SAMPLE, pages.length)} of its pages then asked of each worker in ${seconds(Date.now() - Math.max(switched, done.endedAt))}`
  if (goal) record(switched - done.endedAt <= GOAL_MS, `${line} (goal ${seconds(GOAL_MS)} after the command)`)
  else console.log(`     ${line}`)
  return pages
}

async function waitForPages(store: ReturnType<typeof openStore>, id: number): Promise<string[]> {
  for (;;) {
    const pages = (await readVersion(store, id))?.pages
    if (pages) return pages
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let servers: LoggedServer[] = []
try {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`build failed:\n${build.stderr}`)
  servers = [await startLoggedServer(root, { ...env, WEB_CONCURRENCY: '2' }, 2), await startLoggedServer(root, { ...env, WEB_CONCURRENCY: '1' }, 1)]
  const slug = readdirSync(join(checkout, REVIEWS_DIR))[0]!.replace(/\.yaml$/, '')
  await timedPublish('first version (the whole content, each process checking it whole for the first time)', servers, undefined, false)
  const marker = editReviewText(checkout, slug, 'Published review text.')
  await timedPublish('a review text', servers, (path, body) => path !== `/product/${slug}` || body.includes(marker))
  editFact(checkout, slug)
  await timedPublish('a fact', servers)
  editWeight(checkout, slug)
  await timedPublish('a method weight', servers)

  // A broken file: refused at its file:line, the live version and every page as they were.
  const before = await Promise.all(servers.map((server) => server.etag(`/product/${slug}`)))
  const file = join(checkout, REVIEWS_DIR, `${slug}.yaml`)
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, good.replace(/^author: .*$/m, 'author: [unclosed'))
  const broken = publish()
  writeFileSync(file, good)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const after = await Promise.all(servers.map((server) => server.etag(`/product/${slug}`)))
  const where = /^(\S+\.yaml:\d+:\d+)/m.exec(broken.stderr)?.[1]
  record(broken.code === 1 && Boolean(where) && before.join() === after.join(), `a broken file: refused (exit ${broken.code}) at ${where}, the review page's ETag on both servers unchanged`)

  // Under load: two publishes while 100 connections ask the review page, its category and others.
  const paths = [`/product/${slug}`, '/', ...readdirSync(join(checkout, REVIEWS_DIR)).slice(1, 20).map((name) => `/product/${name.replace(/\.yaml$/, '')}`)]
  const markers = ['Under load one.', 'Under load two.']
  const seen = { errors: new Map<number, number>(), badEtag: 0, mixed: 0, answers: 0, byMarker: new Map<string, number>() }
  // Which page an answer is, is read from its canonical link: autocannon does not tie a response to its request.
  const reviewCanonical = `/product/${slug}" />`
  const onResponse = (status: number, body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
    seen.answers++
    if (status !== 200) return void seen.errors.set(status, (seen.errors.get(status) ?? 0) + 1)
    const etag = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'etag')?.[1]
    if (etag !== strongEtag(Buffer.from(body))) seen.badEtag++
    if (!body.includes(`rel="canonical" href="`) || !body.includes(reviewCanonical)) return
    const shown = [marker, ...markers].filter((text) => body.includes(text))
    if (shown.length === 1) seen.byMarker.set(shown[0]!, (seen.byMarker.get(shown[0]!) ?? 0) + 1)
    else if (!seen.mixed++) writeFileSync(join(tmpdir(), 'bench-publish-mixed.html'), body)
  }
  // Until both publishes are served and two seconds more.
  let stopLoad = () => {}
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: servers[0]!.url, connections: 100, duration: 600, requests: paths.map((path) => ({ method: 'GET', path, onResponse })) }, (error, result) => (error ? reject(error) : resolve(result)))
    stopLoad = () => instance.stop()
  })
  await new Promise((resolve) => setTimeout(resolve, 2000))
  let text = marker
  for (const next of markers) {
    writeFileSync(file, readFileSync(file, 'utf8').replace(text, next))
    text = next
    await timedPublish(`under load: ${next}`, servers.slice(0, 1), (path, body) => path !== `/product/${slug}` || body.includes(next))
  }
  await new Promise((resolve) => setTimeout(resolve, 2000))
  stopLoad()
  const result = await load
  const errors = result.errors + result.non2xx
  const statuses = [...seen.errors].map(([status, count]) => `${count} x ${status}`).join(', ')
  record(errors === 0 && seen.badEtag === 0 && seen.mixed === 0, `under load: ${seen.answers} answers at ${Math.round(result.requests.average)}/s, ${errors} errors${statuses ? ` (${statuses})` : ''}, ${seen.badEtag} ETags not their body's, ${seen.mixed} review pages in no or two versions; review page by version: ${[...seen.byMarker].map(([text, count]) => `"${text}" ${count}`).join(', ')}`)
} finally {
  for (const server of servers) await server.stop()
  await store.close()
  await admin.query(`drop schema ${schema} cascade`)
  await admin.end()
  rmSync(scratch, { recursive: true, force: true })
}
console.log(`\n${results.filter(Boolean).length} of ${results.length} within their goal`)
process.exit(results.every(Boolean) ? 0 : 1)
