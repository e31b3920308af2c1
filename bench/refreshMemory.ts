// `npm run bench:refresh-memory -- --dir DIR [--runs 2]`: the production server's memory through a
// refresh of every price, with the pages made again on a page thread (PAGE_THREAD_PAGES's default)
// beside the same server making them on its serving thread (PAGE_THREAD_PAGES=0), in turns. Runs
// on the project's current build of the content in DIR (`CONTENT_DIR=DIR npm run build` first,
// with DATA_DIR set: each run starts on a copy of that store). Each run: the start, `/`, 50 review
// pages and a search; every product's price imported (npm run prices:import), until the server
// made its pages again; one product's price imported; every generated page asked once. Prints the
// resident memory after the 52 pages, after the refresh, its peak, and after every page, with the
// ratio the goal reads (at most 1.2x the memory after the 52 pages; docs/performance.md).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { manifestPath } from '../api/generate/generatedFiles.ts'
import type { GeneratedManifest } from '../api/generate/generatedFiles.ts'
import { dataDir } from '../api/store/database/storeConfig.ts'
import { REVIEWS_DIR } from '../engine/content/contentLayout.ts'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { measureFollow } from './scaleFollow.ts'
import { startedServer } from './startedServer.ts'

const { values } = parseArgs({ options: { dir: { type: 'string' }, runs: { type: 'string', default: '2' } } })
if (!values.dir) {
  console.error('usage: npm run bench:refresh-memory -- --dir DIR [--runs 2] (after CONTENT_DIR=DIR npm run build)')
  process.exit(2)
}
const dir = values.dir
const root = projectRoot()
const store = dataDir(root)
const slugs = readdirSync(join(dir, REVIEWS_DIR)).map((name) => name.replace(/\.yaml$/, ''))
const { pages } = JSON.parse(readFileSync(manifestPath(root), 'utf8')) as GeneratedManifest
const WAYS = { 'page thread': {}, 'serving thread (PAGE_THREAD_PAGES=0)': { PAGE_THREAD_PAGES: '0' } }
type Figures = { afterPagesMb: number; refreshedMb: number; peakMb: number; everyPageMb: number; refreshS: number }
const results = new Map<string, Figures[]>()

for (let run = 1; run <= Number(values.runs); run++) {
  const ways = Object.entries(WAYS)
  for (const [name, extra] of run % 2 ? ways : ways.reverse()) {
    const figures = await measure(extra)
    results.set(name, [...(results.get(name) ?? []), figures])
    console.log(`run ${run}, ${name}: ${describe(figures)}`)
  }
}
console.log(`\n${pages.length} generated pages, ${slugs.length} reviews:`)
for (const [name, runs] of results) console.log(`  ${name}: ${runs.map(describe).join('; ')}`)

async function measure(extra: Record<string, string>): Promise<Figures> {
  const data = mkdtempSync(join(tmpdir(), 'refresh-memory-'))
  cpSync(store, data, { recursive: true })
  const env = { ...process.env, CONTENT_DIR: dir, DATA_DIR: data, ...extra }
  const server = await startedServer(root, { ...env, NODE_ENV: 'production' })
  try {
    for (const path of ['/', ...slugs.slice(0, 50).map((slug) => `/product/${slug}`), '/search?query=bike']) await server.get(path)
    const afterPagesMb = server.memory().rssMb
    const { full } = await measureFollow(root, env, dir, server, slugs[0]!)
    const refreshed = server.memory()
    for (const { url } of pages) await server.get(url)
    return { afterPagesMb, refreshedMb: refreshed.rssMb, peakMb: server.memory().peakMb, everyPageMb: server.memory().rssMb, refreshS: full.regeneratedMs / 1000 }
  } finally {
    await server.stop()
    rmSync(data, { recursive: true, force: true })
  }
}

function describe({ afterPagesMb, refreshedMb, peakMb, everyPageMb, refreshS }: Figures): string {
  return `${afterPagesMb} MB after 52 pages, ${refreshedMb} MB after the refresh (${refreshS.toFixed(1)} s) and one import, peak ${peakMb} MB, ${everyPageMb} MB after every page (${(everyPageMb / afterPagesMb).toFixed(2)}x; goal 1.2x)`
}
