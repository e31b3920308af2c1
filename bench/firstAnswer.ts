// `npm run bench:start`: the production server process started on the built tree (built by the
// npm script first), five times in a row; prints the time from spawning the process to its first
// answered request (and the CPU time the process used until then, which a busy machine does not
// stretch as much), each run and the median. Exits non-zero when the median is 1 s or more.
import { spawnBuiltServer } from './builtServer.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const GOAL_MS = 1_000

const times: number[] = []
for (let run = 1; run <= RUNS; run++) {
  const server = await spawnBuiltServer({ WEB_CONCURRENCY: '1' })
  times.push(server.firstAnswerMs)
  console.log(`run ${run}: first answer ${Math.round(server.firstAnswerMs)} ms after the process was spawned (${server.firstAnswerCpuMs} ms of CPU)`)
  await server.stop()
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
console.log(`median ${Math.round(median)} ms (goal < ${GOAL_MS} ms)`)
process.exitCode = median < GOAL_MS ? 0 : 1
