// `npm run bench:filters [-- --before <revision>]`: unique filtered category URLs (a render each,
// no answer table holds them) against this tree's production server and the revision's, one
// worker each, in one run; the revision is the commit before feature filters unless said. It
// is checked out in a temporary work tree with its own dependencies installed from its own lock
// file (a package it needs may have gone from this tree's since), and built there. Each side gets URLs its own code reads as filters: feature filters here; sort, price cap
// and a unique unknown parameter for a revision without them (what a filter URL cost there). Runs
// take turns of a few seconds, so a burst of other work on a shared machine falls on both alike.
// Goal: at least twice the 200 answers per second and at most a third of the p99 of the
// revision, both over the 200 answers (the p99 of every answer, refusals included, is printed
// beside it: a refusal waits its hold). Each side's server CPU time per 200 answer (the 503s
// included) is printed beside them: on a busy machine it moves less than the rates. Figures go in
// docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../engine/content/projectRoot.server.ts'
import { loadContent } from '../engine/load/loadContent.server.ts'
import { resolveContentDir } from '../engine/content/resolveContentDir.server.ts'
import { cpuMs, spawnBuiltServer } from './builtServer.ts'
import { BEFORE_FEATURE_FILTERS, FILTER_CONNECTIONS, GOALS, featureUrls, filterRun, listingUrls } from './hostile/filterUrls.ts'
import type { FilterRun, UrlMaker } from './hostile/filterUrls.ts'

const TURNS = Number(process.env.BENCH_TURNS ?? 5)
const TURN_SECONDS = 3

const { values } = parseArgs({ options: { before: { type: 'string', default: BEFORE_FEATURE_FILTERS } } })

const head = projectRoot()
const scratch = mkdtempSync(join(tmpdir(), 'bench-filters-'))
const tree = join(scratch, 'before')
const loaded = loadContent(resolveContentDir())
if (!loaded.ok) throw new Error('the content does not load')
const content = loaded.content

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr}`)
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!

try {
  run('git', ['worktree', 'add', '--detach', tree, values.before], head)
  // The bench runs with NODE_ENV=production, under which npm would leave out the build's own tools.
  run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], tree)
  run('npm', ['run', 'build'], tree)
  const hasFilters = spawnSync('git', ['cat-file', '-e', `${values.before}:engine/shop/featureFilters.ts`], { cwd: head }).status === 0
  const sides: { name: string; root: string; urls: UrlMaker; runs: FilterRun[]; cpu: number }[] = [
    { name: 'this tree', root: head, urls: featureUrls(content), runs: [], cpu: 0 },
    { name: values.before, root: tree, urls: hasFilters ? featureUrls(content) : listingUrls(content), runs: [], cpu: 0 },
  ]
  const servers = await Promise.all(sides.map((side) => spawnBuiltServer({ WEB_CONCURRENCY: '1', LOG_LEVEL: 'silent' }, side.root)))
  try {
    let from = 0
    // One unmeasured second each, so neither side's first renders count.
    for (const [index, side] of sides.entries()) await filterRun(servers[index]!, side.urls, 1, (from += 100_000))
    for (let turn = 0; turn < TURNS; turn++) {
      for (const [index, side] of sides.entries()) {
        // The server's own CPU time over its turns: what its answers cost, whatever else the machine runs.
        const pid = servers[index]!.child.pid!
        const start = cpuMs(pid)
        side.runs.push(await filterRun(servers[index]!, side.urls, TURN_SECONDS, (from += 100_000)))
        side.cpu += cpuMs(pid) - start
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
  console.log(`unique filtered category URLs, ${FILTER_CONNECTIONS} connections, one worker, ${TURNS} turns of ${TURN_SECONDS} s each (medians of the turns), 200 answers only:`)
  const summary = sides.map((side) => {
    const ok200 = side.runs.reduce((sum, r) => sum + r.ok200, 0)
    return { name: side.name, perSecond: median(side.runs.map((r) => r.perSecond)), p99: median(side.runs.map((r) => r.p99)), p99All: median(side.runs.map((r) => r.p99All)), other: side.runs.reduce((sum, r) => sum + r.other, 0), cpuPer200: ok200 ? side.cpu / ok200 : 0 }
  })
  for (const side of summary) console.log(`  ${side.name}: ${side.perSecond} answers 200/s, p99 of those ${side.p99} ms, ${side.other} other answers (p99 of every answer ${side.p99All} ms), server CPU ${side.cpuPer200.toFixed(1)} ms per 200 answer`)
  const [ours, before] = summary as [(typeof summary)[number], (typeof summary)[number]]
  const rate = ours.perSecond / before.perSecond
  const p99 = ours.p99 / before.p99
  const ok = rate >= GOALS.perSecond && p99 <= GOALS.p99
  console.log(`${ok ? 'ok  ' : 'MISS'} this tree / ${before.name}: ${rate.toFixed(2)}x the answers/s (goal: at least ${GOALS.perSecond}), ${p99.toFixed(2)}x the p99 (goal: at most ${GOALS.p99.toFixed(2)})`)
  process.exitCode = ok ? 0 : 1
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: head })
  rmSync(scratch, { recursive: true, force: true })
}
