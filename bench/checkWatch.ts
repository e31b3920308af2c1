// `npm run bench:check [-- --reviews 1000]`: how fast `npm run check` answers, on a temporary copy
// of the content (CONTENT_DIR or this repository's), grown to --reviews reviews if asked.
// Prints a full check (cold, then warm) and, for --watch, the time from saving one review to its
// report; exits non-zero when the watch goal is missed. Figures: docs/performance.md.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { resolveContentDir } from '../engine/content/resolveContentDir.server.ts'
import { loadContent } from '../engine/load/loadContent.server.ts'
import type { CheckRun } from '../engine/load/watchCheck.server.ts'
import { watchCheck } from '../engine/load/watchCheck.server.ts'
import { growDemoReviews } from './growDemoReviews.ts'

const GOAL_MS = 300
const SAVES = 12

const { values } = parseArgs({ options: { reviews: { type: 'string', default: '0' } } })
const root = mkdtempSync(join(tmpdir(), 'bench-check-'))
for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(resolveContentDir(), dir), join(root, dir), { recursive: true })
growDemoReviews(root, Number(values.reviews))

/** Wall time, and the CPU time of this process: on a shared machine the wall time includes waiting for a core. */
const timed = <T>(fn: () => T): [T, number, number] => {
  const start = performance.now()
  const cpu = process.cpuUsage()
  const result = fn()
  const used = process.cpuUsage(cpu)
  return [result, performance.now() - start, (used.user + used.system) / 1000]
}
const [cold, coldMs, coldCpu] = timed(() => loadContent(root))
if (!cold.ok) throw new Error(`the content under ${root} is invalid: ${cold.problems.length} problems`)
const warm = Array.from({ length: 3 }, () => timed(() => loadContent(root)))
console.log(`content: ${cold.content.catalogue.all().length} products, ${cold.content.reviews.size} reviews`)
console.log(`full check: ${ms(coldMs)} cold (schemas compiled; CPU ${ms(coldCpu)}), ${ms(median(warm.map((w) => w[1])))} warm (CPU ${ms(median(warm.map((w) => w[2])))})`)

const saves = await measureSaves(root)
const latency = saves.map((s) => s.latency)
const ok = median(latency) <= GOAL_MS
console.log(`--watch, save one review -> report (${SAVES} saves): median ${ms(median(latency))}, max ${ms(Math.max(...latency))}; the check itself: median ${ms(median(saves.map((s) => s.checkMs)))}`)
console.log(`${ok ? 'ok  ' : 'MISS'} goal: median save -> report <= ${GOAL_MS} ms`)
rmSync(root, { recursive: true, force: true })
process.exit(ok ? 0 : 1)

/** Saves one review again and again (a mistake, then the fix) and times each report. */
async function measureSaves(dir: string): Promise<{ latency: number; checkMs: number }[]> {
  const file = 'pages-config/reviews/aerorow-pro-air.yaml'
  const original = readFileSync(join(dir, file), 'utf8')
  let waiting: ((run: CheckRun) => void) | undefined
  const stop = watchCheck(dir, (run) => waiting?.(run))
  const results: { latency: number; checkMs: number }[] = []
  for (let i = 0; i < SAVES; i++) {
    const text = i % 2 === 0 ? original.replace(/^product: .*$/m, 'product: aerorow-pro-ari') : original
    const report = new Promise<CheckRun>((resolve) => (waiting = (run) => run.changed.includes(file) && resolve(run)))
    const start = performance.now()
    writeFileSync(join(dir, file), text)
    const run = await report
    results.push({ latency: performance.now() - start, checkMs: run.ms })
    if (run.result.ok === (i % 2 === 0)) throw new Error(`save ${i}: the report did not follow the change`)
  }
  stop()
  return results
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function ms(x: number): string {
  return `${Math.round(x)} ms`
}
