// `npm run bench:demo-import -- --dir DIR [--dir DIR2 ...]`: times the demo feed's import into a
// new, empty SQLite store (what a build or a first start does on a new site) for each content
// folder (made by `npm run gen:demo`), each in a process of its own, and prints the rows, the time,
// the rows per second and the peak RSS, then each size's ratio to the first. Loading the content
// and migrating the store are not timed; generating the feed is, since the import does it.
// Large content sets need CONTENT_MAX_FILE_BYTES raised (a category's catalogue passes 1 MB).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { contentFor } from '../api/store/openContentStore.server.ts'
import { openStore } from '../api/store/database/openStore.ts'
import { STORE_FILE } from '../api/store/database/storeConfig.ts'
import { demoInput } from '../api/store/demo/storeContent.ts'
import { importDemoIfEmpty, prepareStore } from '../api/store/prepareStore.ts'
import { readRetailers } from '../engine/load/loadContent.server.ts'

type Timing = { dir: string; rows: number; ms: number; peakMb: number }

const { values } = parseArgs({ options: { dir: { type: 'string', multiple: true }, one: { type: 'string' } } })

/** In the child: one content folder's import, printed as one JSON line. */
async function importOne(contentDir: string): Promise<void> {
  const content = contentFor(contentDir)
  const retailers = readRetailers(contentDir)
  const input = demoInput(content)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-demo-import-'))
  const store = openStore({ kind: 'sqlite', file: join(dataDir, STORE_FILE) })
  try {
    await prepareStore(store, retailers)
    const start = performance.now()
    const { demoRowsImported } = await importDemoIfEmpty(store, retailers, () => input)
    const ms = performance.now() - start
    console.log(JSON.stringify({ rows: demoRowsImported, ms }))
  } finally {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Runs one folder's import in a new process, sampling its peak RSS. */
async function timed(dir: string): Promise<Timing> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--one', dir], { env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  let peakKb = 0
  const sample = setInterval(() => {
    try {
      const found = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))
      if (found) peakKb = Math.max(peakKb, Number(found[1]))
    } catch {
      // The process has just ended.
    }
  }, 50)
  const [code] = (await once(child, 'exit')) as [number | null]
  clearInterval(sample)
  if (code !== 0) throw new Error(`the import of ${dir} exited with ${code}:\n${stdout}`)
  const { rows, ms } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { rows: number; ms: number }
  return { dir, rows, ms, peakMb: peakKb / 1024 }
}

if (values.one) await importOne(resolve(values.one))
else {
  const dirs = values.dir ?? []
  if (dirs.length === 0) throw new Error('usage: npm run bench:demo-import -- --dir DIR [--dir DIR2 ...] (folders made by npm run gen:demo)')
  const results: Timing[] = []
  for (const dir of dirs) {
    const result = await timed(resolve(dir))
    results.push(result)
    const perSecond = Math.round(result.rows / (result.ms / 1000)).toLocaleString('en-US')
    console.log(`${dir}: ${result.rows.toLocaleString('en-US')} rows in ${(result.ms / 1000).toFixed(1)} s (${perSecond} rows/s), peak RSS ${result.peakMb.toFixed(0)} MB`)
  }
  const first = results[0]!
  for (const result of results.slice(1)) {
    console.log(`${result.dir} against ${first.dir}: ${(result.rows / first.rows).toFixed(1)}x the rows, ${(result.ms / first.ms).toFixed(1)}x the time, ${(result.peakMb / first.peakMb).toFixed(1)}x the peak RSS`)
  }
}
