// `npm run bench:start [-- --before <rev>]`: the production server process started on the built
// tree (built by the npm script first), five times in a row; prints the time from spawning the
// process to its first answered request (/api/health saying ready), and the CPU time the process
// used until then, which a busy machine does not stretch as much; each run and the median. Exits
// non-zero when the median is 1 s or more.
// With --before, an earlier revision is checked out in a temporary work tree and built there,
// and the two trees start in turns (each after one unmeasured start that fills its offers store),
// so both medians and their ratio come from the same minutes of the same machine.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { spawnBuiltServer } from './builtServer.ts'
import { checkOutRevision, removeRevisionTree, run } from './revisionTree.ts'

const GOAL_MS = 1_000
const { values } = parseArgs({ options: { before: { type: 'string' }, runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' } } })

type Tree = { name: string; root: string; wallMs: number[]; cpuMs: number[] }

const head = projectRoot()
const scratch = mkdtempSync(join(tmpdir(), 'bench-start-'))
const before = values.before ? join(scratch, 'before') : undefined
try {
  const trees: Tree[] = [{ name: 'this tree', root: head, wallMs: [], cpuMs: [] }]
  if (values.before && before) {
    checkOutRevision(head, values.before, before)
    run('npm', ['run', 'build'], before)
    trees.push({ name: values.before, root: before, wallMs: [], cpuMs: [] })
    // Each tree's first start may create its store and import the demo prices: not measured.
    for (const tree of trees) await (await spawnBuiltServer({ WEB_CONCURRENCY: '1' }, tree.root)).stop()
  }
  for (let round = 1; round <= Number(values.runs); round++) {
    // Each round starts with the next tree, so neither always starts right after the other.
    for (const tree of [...trees.slice(round % trees.length), ...trees.slice(0, round % trees.length)]) {
      const server = await spawnBuiltServer({ WEB_CONCURRENCY: '1' }, tree.root)
      tree.wallMs.push(server.firstAnswerMs)
      tree.cpuMs.push(server.firstAnswerCpuMs)
      console.log(`run ${round}, ${tree.name}: first answer ${Math.round(server.firstAnswerMs)} ms after the process was spawned (${server.firstAnswerCpuMs} ms of CPU)`)
      await server.stop()
    }
  }
  for (const tree of trees) console.log(`${tree.name}: median ${Math.round(median(tree.wallMs))} ms wall, ${Math.round(median(tree.cpuMs))} ms of CPU (goal < ${GOAL_MS} ms)`)
  const [ours, earlier] = trees as [Tree, Tree?]
  if (earlier) {
    console.log(`this tree / ${earlier.name}: ${(median(ours.wallMs) / median(earlier.wallMs)).toFixed(2)} wall, ${(median(ours.cpuMs) / median(earlier.cpuMs)).toFixed(2)} CPU`)
  }
  process.exitCode = median(ours.wallMs) < GOAL_MS ? 0 : 1
} finally {
  if (before) removeRevisionTree(head, before)
  rmSync(scratch, { recursive: true, force: true })
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
