// `npm run bench:check-cold -- --before <rev> [--before <rev>...] [--reviews 1000] [--runs 5] [--compile-schemas]`:
// a cold `npm run check` of a large content set, this tree beside earlier revisions, in one run.
// Each revision is checked out in a temporary work tree (its dependencies installed from its own
// lock file) and generates its own content with its own `npm run gen:demo`, so each checks the
// content its own schemas accept. The runs take turns (each round starting with the next tree),
// after one unmeasured warm-up run per tree (it fills tsx's cache of compiled modules, or compiles
// the check into one module where `npm run check` runs it so, and the schema validators the check
// keeps compiled), each with the check's store of parsed YAML deleted
// first, so every run is a first run on its content. With --compile-schemas the kept validators
// are deleted too, as after a schema change, so every run compiles the schemas.
// Prints each run, the medians and the ratio this tree / earlier revision (goal: at most 0.75 of
// 10f7c00, the revision before the content store; the rules that hold words to the data came after it).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { projectRoot } from '../engine/content/projectRoot.server.ts'

const GOAL_RATIO = 0.75

const { values } = parseArgs({
  options: {
    before: { type: 'string', multiple: true, default: [] },
    reviews: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    'compile-schemas': { type: 'boolean', default: false },
  },
})
if (values.before.length === 0) {
  console.error('usage: npm run bench:check-cold -- --before <revision> [--before <revision>...] [--reviews 1000] [--runs 5] [--compile-schemas]')
  process.exit(2)
}

/** One tree to time: where its code is, and the content its own generator wrote. */
type Tree = { name: string; root: string; content: string; wallMs: number[]; cpuMs: number[] }

const scratch = mkdtempSync(join(tmpdir(), 'bench-check-cold-'))
const head = projectRoot()
const worktrees: string[] = []
try {
  const trees = [prepare('this tree', head), ...values.before.map((rev) => prepare(rev, checkOut(rev)))]
  for (const tree of trees) coldCheck(tree)
  for (let run = 1; run <= Number(values.runs); run++) {
    // Each round starts with the next tree, so no tree always runs first after another's files.
    for (const tree of [...trees.slice(run % trees.length), ...trees.slice(0, run % trees.length)]) {
      const { ms, cpuMs } = coldCheck(tree)
      tree.wallMs.push(ms)
      tree.cpuMs.push(cpuMs)
      console.log(`run ${run}, ${tree.name}: ${Math.round(ms)} ms wall, ${Math.round(cpuMs)} ms CPU`)
    }
  }
  const [ours, ...earlier] = trees as [Tree, ...Tree[]]
  const schemas = values['compile-schemas'] ? 'schemas compiled in every run' : 'schema validators kept from the warm-up'
  console.log(`\ncold npm run check, ${values.reviews} reviews, ${schemas}, median of ${values.runs} runs each:`)
  for (const tree of trees) console.log(`  ${tree.name}: ${Math.round(median(tree.wallMs))} ms wall (CPU ${Math.round(median(tree.cpuMs))} ms)`)
  let ok = true
  for (const tree of earlier) {
    const ratio = median(ours.wallMs) / median(tree.wallMs)
    const cpuRatio = median(ours.cpuMs) / median(tree.cpuMs)
    ok &&= ratio <= GOAL_RATIO
    console.log(`${ratio <= GOAL_RATIO ? 'ok  ' : 'MISS'} this tree / ${tree.name}: ${ratio.toFixed(2)} wall, ${cpuRatio.toFixed(2)} CPU (goal: at most ${GOAL_RATIO})`)
  }
  process.exitCode = ok ? 0 : 1
} finally {
  for (const tree of worktrees) spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: head })
  rmSync(scratch, { recursive: true, force: true })
}

/** A detached work tree of `rev` with its own dependencies installed. */
function checkOut(rev: string): string {
  const dir = join(scratch, `tree-${rev.replace(/[^\w.-]/g, '_')}`)
  run('git', ['worktree', 'add', '--detach', dir, rev], head)
  worktrees.push(dir)
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], dir)
  return dir
}

/** The content `root`'s own generator writes for the wanted number of reviews. */
function prepare(name: string, root: string): Tree {
  const content = join(scratch, `content-${Math.random().toString(36).slice(2)}`)
  run('npm', ['run', '-s', 'gen:demo', '--', '--reviews', values.reviews, '--out', content], root)
  return { name, root, content, wallMs: [], cpuMs: [] }
}

/** `npm run check` in the tree, its store of parsed YAML deleted first (and its kept validators, with --compile-schemas); wall and CPU time. */
function coldCheck(tree: Tree): { ms: number; cpuMs: number } {
  rmSync(join(tree.root, 'node_modules/.cache/content-check'), { recursive: true, force: true })
  if (values['compile-schemas']) rmSync(join(tree.root, 'node_modules/.cache/schema-validators.cjs'), { force: true })
  const env = { ...process.env, CONTENT_DIR: tree.content, CI: '' }
  const start = performance.now()
  const result = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', 'npm', 'run', '-s', 'check'], { cwd: tree.root, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  const ms = performance.now() - start
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr)
  if (result.status !== 0 || !cpu) throw new Error(`npm run check failed in ${tree.name} with CONTENT_DIR=${tree.content}:\n${result.stderr}`)
  return { ms, cpuMs: (Number(cpu[1]) + Number(cpu[2])) * 1000 }
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr}`)
  if (!existsSync(cwd)) throw new Error(`${cwd} is missing after ${command}`)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
