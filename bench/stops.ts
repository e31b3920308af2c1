// `npm run bench:stops`: stops the built server under keep-alive load with slow readers, 10 times
// with SIGTERM to the whole process group (what a service manager sends) and 10 times to the
// primary alone, and prints what visitors lost. Exits non-zero when any stop cut an answer, lost
// an accepted request or exited other than 0. STOP_RUNS changes the count.
import { stopTrial } from './stops/stopTrial.ts'
import type { StopOutcome, StopTarget } from './stops/stopTrial.ts'

const RUNS = Number(process.env.STOP_RUNS ?? 10)
let failed = false
console.log(`${RUNS} stops per target; 2 workers, 8 keep-alive clients, 4 slow readers pipelining /api/products`)
console.log(`${'target'.padEnd(8)} ${'run'.padStart(3)}  exit  ${'answered'.padStart(8)}  cut  lost  not 200  refused  shutdown ms`)
for (const target of ['group', 'primary'] as StopTarget[]) {
  const totals = { cut: 0, lost: 0, failed: 0, unclean: 0, answered: 0 }
  for (let run = 1; run <= RUNS; run++) {
    const outcome: StopOutcome = await stopTrial(target)
    totals.cut += outcome.cut
    totals.lost += outcome.lost
    totals.failed += outcome.failed
    totals.answered += outcome.answered
    if (outcome.exitCode !== 0) totals.unclean++
    console.log(
      `${target.padEnd(8)} ${String(run).padStart(3)}  ${String(outcome.exitCode).padStart(4)}  ${String(outcome.answered).padStart(8)}  ${String(outcome.cut).padStart(3)}  ${String(outcome.lost).padStart(4)}  ${String(outcome.failed).padStart(7)}  ${String(outcome.refused).padStart(7)}  ${String(outcome.shutdownMs).padStart(11)}`,
    )
  }
  const clean = totals.cut === 0 && totals.lost === 0 && totals.failed === 0 && totals.unclean === 0
  failed ||= !clean
  console.log(`${target}: ${RUNS} stops, ${totals.answered} answers, ${totals.cut} cut, ${totals.lost} lost, ${totals.failed} not 200, ${totals.unclean} exit code other than 0${clean ? '' : '  MISS'}`)
}
process.exit(failed ? 1 : 0)
