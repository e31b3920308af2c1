// `npm run bench:scale [-- --reviews 1000] [--products 30000 [--category treadmills]] [--dir DIR]`:
// the site at a thousand reviews. Writes a demo content set (npm run gen:demo; with --products,
// one category grown to that many products, most without a review) into DIR (a new temporary
// folder by default; an existing non-empty DIR is used as it is), then with CONTENT_DIR=DIR times
// `npm run check` (and, with a catalogue folder, that a product's mistake is reported at its own
// file:line:col), a filtered category's first answer, `npm run build`
// (every page prerendered, from empty page and compression caches, the bundles built beforehand;
// it overwrites this project's dist/ and empties its page cache), the production server's start and
// memory, the time from a price import to the page served with the new price (one product, then
// every product against the build's time; the store is a new one in a temporary DATA_DIR), and the
// development server's reload after saving one review, and a review's text published (npm run
// publish) until served. Figures and how each goal is met:
// docs/performance.md, "A thousand reviews".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { manifestPath } from '../api/generate/generatedFiles.ts'
import { pageCacheDir, twinsDir } from '../api/generate/pageCache.ts'
import type { GeneratedManifest } from '../api/generate/generatedFiles.ts'
import { parseStoreFile } from '../engine/content/ParseStore.server.ts'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { writeDemoContent } from './demoContent.ts'
import { measureFollow, measurePublish } from './scaleFollow.ts'
import type { Timed } from './scaleFollow.ts'
import { startedServer } from './startedServer.ts'
import { CATALOGUE_DIR, CATALOGUE_PRODUCTS_DIR, REVIEWS_DIR } from '../engine/content/contentLayout.ts'

const GOALS = { checkMs: 3000, buildMs: 180_000, reloadMs: 500, startMs: 5000, rssMb: 400, followMs: 10_000, publishMs: 2000, refreshedRatio: 1.2, filteredMs: 1000 }

const { values } = parseArgs({ options: { reviews: { type: 'string', default: '1000' }, dir: { type: 'string' }, products: { type: 'string' }, category: { type: 'string', default: 'treadmills' } } })
const root = projectRoot()
const dir = values.dir ?? mkdtempSync(join(tmpdir(), 'demo-content-'))
if (!existsSync(dir) || !readdirSync(dir).length) {
  const start = performance.now()
  writeDemoContent(root, dir, Number(values.reviews), values.products === undefined ? undefined : { category: values.category, products: Number(values.products) })
  console.log(`gen:demo: ${readdirSync(join(dir, REVIEWS_DIR)).length} reviews into ${dir} in ${seconds(performance.now() - start)}`)
}
// A store of its own, made with the demo prices of this content by the build.
const env = { ...process.env, CONTENT_DIR: dir, DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-store-')) }
const results: { name: string; figure: string; ok: boolean }[] = []
const record = (name: string, value: number, goal: number, figure: string) => {
  results.push({ name, figure, ok: value <= goal })
  console.log(`${value <= goal ? 'ok  ' : 'MISS'} ${name}: ${figure}`)
}

// The first run reads every file (the check keeps what it read for the next run: ParseStore).
rmSync(parseStoreFile(root), { force: true })
for (const run of ['first run', 'next run']) {
  const { ms, cpuMs } = timedCommand('npm', ['run', '-s', 'check'])
  // Judged on the wall clock, what an editor waits for, npm and tsx start-up included. The CPU
  // time is printed beside it: it counts tsx's own threads too, so it can exceed the wall time,
  // and it shows the cost when outside load inflates the wall clock.
  record(`npm run check (${run})`, ms, GOALS.checkMs, `${seconds(ms)} wall, ${seconds(cpuMs)} CPU (goal < ${seconds(GOALS.checkMs)} wall)`)
}
const misplaced = mistakeInProductFile()
if (misplaced) results.push(misplaced)
// A full build of the content's pages, the same at every size: the bundles (which do not depend on
// the content) built beforehand, untimed, and the page cache and the compressed twins emptied.
timedCommand('npm', ['run', '-s', 'build:bundles'])
for (const cache of [pageCacheDir(root), twinsDir(root)]) rmSync(cache, { recursive: true, force: true })
const { ms: buildMs, cpuMs: buildCpuMs, output: buildLog } = timedCommand('npm', ['run', '-s', 'build'])
const { pages } = JSON.parse(readFileSync(manifestPath(root), 'utf8')) as GeneratedManifest
record('npm run build', buildMs, GOALS.buildMs, `${seconds(buildMs)} wall, ${seconds(buildCpuMs)} CPU, for ${pages.length} prerendered pages (goal < ${seconds(GOALS.buildMs)})`)
// The generator's phases, as it printed them.
console.log(buildLog.split('\n').filter((line) => /^ {2}\S.*: [\d.]+ s$/.test(line)).join('\n'))

const production = await startedServer(root, { ...env, NODE_ENV: 'production' })
record('server start', production.startMs, GOALS.startMs, `${seconds(production.startMs)} to the first request answered (goal < ${seconds(GOALS.startMs)})`)
// A view no build made: the category filtered and sorted, rendered on its first request.
const filtered = `/category/${values.category}?sort=price-low&maxPrice=2000`
const filterStart = performance.now()
await production.get(filtered)
const filteredMs = performance.now() - filterStart
record('filtered category', filteredMs, GOALS.filteredMs, `${Math.round(filteredMs)} ms for ${filtered}, its first request (goal < ${GOALS.filteredMs} ms)`)
const slugs = readdirSync(join(dir, REVIEWS_DIR)).map((name) => name.replace(/\.yaml$/, ''))
for (const path of ['/', ...slugs.slice(0, 50).map((slug) => `/product/${slug}`), '/search?query=bike']) await production.get(path)
const rss = production.memory()
record('server memory', rss.peakMb, GOALS.rssMb, `${rss.rssMb} MB resident after 52 pages, peak ${rss.peakMb} MB (goal < ${GOALS.rssMb} MB)`)
const { full, one } = await measureFollow(root, env, dir, production, slugs[0]!)
const spent = ({ importMs, noticedMs, regenerated }: Timed) => `import ${seconds(importMs)}, read by the server at ${seconds(noticedMs)}, ${regenerated.pages} page(s) made again in ${seconds(regenerated.ms)}`
record('import to served (one product)', one.servedMs, GOALS.followMs, `${seconds(one.servedMs)} until ${one.path} shows the new price (goal < ${seconds(GOALS.followMs)}); ${spent(one)}: ${one.regenerated.urls.join(' ')}`)
record('full price refresh', full.regeneratedMs, buildMs, `${seconds(full.regeneratedMs)} until every page showing a product is made again (goal < the build's ${seconds(buildMs)}); ${spent(full)}`)
// The pages made again are kept on disk and the answer table is bounded: asking every generated
// page once after the refresh leaves the memory near where it was before it.
for (const { url } of pages) await production.get(url)
const refreshed = production.memory()
const grown = refreshed.rssMb / rss.rssMb
record('memory after the refresh', grown, GOALS.refreshedRatio, `${refreshed.rssMb} MB resident after the full price refresh and each of the ${pages.length} generated pages asked once, ${grown.toFixed(2)}x the ${rss.rssMb} MB before it (goal at most ${GOALS.refreshedRatio}x)`)
const published = await measurePublish(root, env, dir, production, slugs[1]!).catch((error: unknown) => {
  console.error(`the server's last log lines:\n${production.output().split('\n').slice(-12).join('\n')}`)
  throw error
})
record('publish to served (one review)', published.servedMs - published.commandMs, GOALS.publishMs, `${seconds(published.servedMs - published.commandMs)} after npm run publish returned, ${seconds(published.servedMs)} from its start (the command ${seconds(published.commandMs)}; the first version, the whole content, ${seconds(published.firstMs)}) until /product/${slugs[1]} shows the new text (goal ${seconds(GOALS.publishMs)} after the command)`)
await production.stop()

const development = await startedServer(root, { ...env, NODE_ENV: 'development' })
const slug = slugs.at(-1)!
const reloads = await measureReloads(development, join(dir, REVIEWS_DIR, `${slug}.yaml`), `/product/${slug}`)
await development.stop()
const median = reloads.toSorted((a, b) => a - b)[Math.floor(reloads.length / 2)]!
record('dev reload', median, GOALS.reloadMs, `save one review -> reloaded page: median ${Math.round(median)} ms, max ${Math.round(Math.max(...reloads))} ms over ${reloads.length} saves (goal < ${GOALS.reloadMs} ms)`)

console.log(`\n${results.filter((r) => r.ok).length} of ${results.length} within their goal; content in ${dir}`)
process.exit(results.every((r) => r.ok) ? 0 : 1)

/**
 * Wall time, and the CPU time of the command and its children (GNU time), which on this shared
 * machine says more than the wall clock when other work competes for the two cores.
 */
function timedCommand(command: string, args: string[]): { ms: number; cpuMs: number; output: string } {
  const start = performance.now()
  const run = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', command, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })
  const ms = performance.now() - start
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr)
  if (run.status !== 0 || !cpu) throw new Error(`${command} ${args.join(' ')} failed with CONTENT_DIR=${dir}:\n${run.stderr}`)
  return { ms, cpuMs: (Number(cpu[1]) + Number(cpu[2])) * 1000, output: run.stdout }
}

/** Saves the review with a new marker in its description, and times until the page shows it. */
async function measureReloads(server: Awaited<ReturnType<typeof startedServer>>, file: string, path: string): Promise<number[]> {
  await server.get(path)
  await server.get(path)
  const original = readFileSync(file, 'utf8')
  const times: number[] = []
  try {
    for (let save = 1; save <= 7; save++) {
      const marker = `Reload marker ${save}-${Date.now()}.`
      const start = performance.now()
      writeFileSync(file, original.replace(/^seo:\n {2}description: /m, `seo:\n  description: ${marker} `))
      while (!(await server.get(path)).includes(marker)) await new Promise((resolve) => setTimeout(resolve, 10))
      times.push(performance.now() - start)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  } finally {
    writeFileSync(file, original)
  }
  return times
}

/**
 * A mistake in one product of the largest catalogue folder (a title that is a list) is reported at
 * that products file's own line, not the folder's or another file's; the file is put back after.
 * Undefined when the content has no catalogue folder.
 */
function mistakeInProductFile(): { name: string; figure: string; ok: boolean } | undefined {
  const catalogue = join(dir, CATALOGUE_DIR)
  const folders = readdirSync(catalogue).filter((name) => existsSync(join(catalogue, name, CATALOGUE_PRODUCTS_DIR)))
  const files = folders.flatMap((name) => readdirSync(join(catalogue, name, CATALOGUE_PRODUCTS_DIR)).map((file) => join(CATALOGUE_DIR, name, CATALOGUE_PRODUCTS_DIR, file)))
  const file = files.sort().at(-1)
  if (!file) return undefined
  const original = readFileSync(join(dir, file), 'utf8')
  const at = original.lastIndexOf('\n    title: ')
  const line = original.slice(0, at + 1).split('\n').length
  writeFileSync(join(dir, file), `${original.slice(0, at)}\n    title: [not, a, title]${original.slice(original.indexOf('\n', at + 1))}`)
  try {
    const run = spawnSync('npm', ['run', '-s', 'check'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })
    const reported = `${run.stdout}${run.stderr}`.split('\n').find((text) => text.includes('/title'))?.trim() ?? '(nothing)'
    const ok = run.status !== 0 && reported.startsWith(`${file}:${line}:`)
    console.log(`${ok ? 'ok  ' : 'MISS'} a product's mistake: ${reported}`)
    return { name: "a product's mistake at its own file:line:col", figure: reported, ok }
  } finally {
    writeFileSync(join(dir, file), original)
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`
}

