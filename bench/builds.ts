// `npm run bench:builds [-- --before <revision>] [--reviews 1000] [--dir DIR] [--turns 2]`: the build
// at a thousand reviews, side by side with another revision (the one before the page cache unless
// said), in turns in one run. Each turn times, with the page cache and the compression cache emptied
// (the image variants kept, as the goal says: one untimed build of each tree first makes them): a
// full `npm run build` of each tree (bundles included: BUILD_FRESH=1 here). Then each tree's build again after one review's text changed, three
// times, in turns. The other revision builds a demo content set its own generator writes (the content format
// moved since), of the same number of reviews. Prints each build's phases and the medians; the goals are half the other revision's full
// build and 5 s for the build after one change. Figures: docs/performance.md, "Builds at scale".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { pageCacheDir, twinsDir } from '../api/generate/pageCache.ts'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { writeDemoContent } from './demoContent.ts'
import { checkOutRevision, removeRevisionTree } from './revisionTree.ts'
import { REVIEWS_DIR } from '../engine/content/contentLayout.ts'

/** The last commit before the build cache and publishing. */
const BEFORE_PAGE_CACHE = '9241081'
const GOALS = { fullRatio: 0.5, secondMs: 5000 }

const { values } = parseArgs({ options: { before: { type: 'string', default: BEFORE_PAGE_CACHE }, reviews: { type: 'string', default: '1000' }, dir: { type: 'string' }, turns: { type: 'string', default: '2' } } })
const head = projectRoot()
const scratch = mkdtempSync(join(tmpdir(), 'bench-builds-'))
const dir = values.dir ?? join(scratch, 'content')
if (!existsSync(dir) || !readdirSync(dir).length) writeDemoContent(head, dir, Number(values.reviews))
const reviews = readdirSync(join(dir, REVIEWS_DIR))
const tree = join(scratch, 'before')
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** One `npm run build` in `root` over `content`: its wall time and its printed phases. */
function build(root: string, content: string, env: NodeJS.ProcessEnv = {}): { ms: number; phases: string[] } {
  const start = performance.now()
  const run = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, env: { ...process.env, CONTENT_DIR: content, ...env }, encoding: 'utf8' })
  const ms = performance.now() - start
  if (run.status !== 0) throw new Error(`npm run build failed in ${root}:\n${run.stdout}\n${run.stderr}`)
  return { ms, phases: run.stdout.split('\n').filter((line) => /^ {2}\S.*: [\d.]+ s$/.test(line)) }
}

/** The caches a full build starts without: pages and compressed twins (image variants are kept). */
function emptyPageCaches(root: string) {
  for (const cache of [pageCacheDir(root), twinsDir(root)]) rmSync(cache, { recursive: true, force: true })
}

/** One review's text changed in `content`, so the next build has exactly one edited file. */
function editOneReview(content: string, turn: number) {
  const file = join(content, REVIEWS_DIR, reviews[turn % reviews.length]!)
  const text = readFileSync(file, 'utf8')
  writeFileSync(file, text.replace(/^(\s+description: "?)(Edited \d+\. )?/m, `$1Edited ${turn}. `))
}

try {
  checkOutRevision(head, values.before, tree)
  // The other revision reads the content of its own day: its own generator writes it, at the same size.
  const beforeContent = join(scratch, 'content-before')
  const generated = spawnSync('npm', ['run', '-s', 'gen:demo', '--', '--reviews', String(reviews.length), '--out', beforeContent], { cwd: tree, encoding: 'utf8' })
  if (generated.status !== 0) throw new Error(`gen:demo failed in ${tree}:\n${generated.stderr}`)
  // One build of each first, not timed: each tree's image variants are then in its own cache.
  build(tree, beforeContent)
  build(head, dir)
  const full: Record<string, number[]> = { 'this tree': [], [values.before]: [] }
  const second: Record<string, number[]> = { 'this tree': [], [values.before]: [] }
  for (let turn = 0; turn < Number(values.turns); turn++) {
    for (const [name, root, content] of [[values.before, tree, beforeContent], ['this tree', head, dir]] as const) {
      emptyPageCaches(root)
      const { ms, phases } = build(root, content, { BUILD_FRESH: '1' })
      full[name]!.push(ms)
      console.log(`turn ${turn + 1}, ${name}, full build with the page cache emptied: ${seconds(ms)}\n${phases.join('\n')}`)
    }
    for (let edit = 0; edit < 3; edit++) {
      for (const [name, root, content] of [['this tree', head, dir], [values.before, tree, beforeContent]] as const) {
        editOneReview(content, turn * 3 + edit)
        const { ms, phases } = build(root, content)
        second[name]!.push(ms)
        console.log(`turn ${turn + 1}, ${name}, build after one review changed: ${seconds(ms)}\n${phases.join('\n')}`)
      }
    }
  }
  const [ours, before, again, againBefore] = [median(full['this tree']!), median(full[values.before]!), median(second['this tree']!), median(second[values.before]!)]
  console.log(`\n${reviews.length} reviews, medians of ${values.turns} turn(s):`)
  console.log(`${ours <= before * GOALS.fullRatio ? 'ok  ' : 'MISS'} full build: this tree ${seconds(ours)}, ${values.before} ${seconds(before)}: ${(ours / before).toFixed(2)}x (goal: at most ${GOALS.fullRatio}x)`)
  console.log(`${again <= GOALS.secondMs ? 'ok  ' : 'MISS'} build after one review changed: ${seconds(again)} (goal: at most ${seconds(GOALS.secondMs)}; each run: ${second['this tree']!.map(seconds).join(', ')})`)
  console.log(`     the same in ${values.before}: ${seconds(againBefore)} (${(again / againBefore).toFixed(2)}x; each run: ${second[values.before]!.map(seconds).join(', ')})`)
} finally {
  removeRevisionTree(head, tree)
  rmSync(scratch, { recursive: true, force: true })
  // This tree's dist/ holds the demo content's build now: the project's own is made on the next npm test.
}
