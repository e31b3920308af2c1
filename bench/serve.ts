// `npm run bench`: the production server (built by the npm script first) beside a bare node:http
// server sending the very same bytes from memory, page kind by page kind, on loopback. Prints the
// ratio of their throughputs, p50/p99 latency and resident memory; exits non-zero when a page
// kind's ratio goal (`targets` below, set for a 2-core machine) is missed. Figures go in docs/performance.md.
// BENCH_WITHOUT_FAST_PATH=1 sends kept answers through Koa's middleware instead of the fast path,
// to measure what the fast path is worth (docs/architecture.md, "One way to answer").
import autocannon from 'autocannon'
import { capture, startBareServer } from './bareServer.ts'
import { startInProcess } from '../api/server/inProcess.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 32
const HEADERS = { 'accept-encoding': 'br, gzip' }

// The request log is silent (a line per request would fill the results); bench:load measures with it.
const withoutFastPath = process.env.BENCH_WITHOUT_FAST_PATH === '1'
const site = await startInProcess(withoutFastPath ? { fastPath: false } : {})

/** Each page kind with the least share of the bare server's throughput it must reach. */
const targets = [
  { name: 'home', path: '/', goal: 0.7 },
  { name: 'review', path: '/product/aerorow-pro-air', goal: 0.7 },
  { name: 'category default', path: '/category/treadmills', goal: 0.7 },
  { name: 'category filtered', path: '/category/treadmills?sort=price-low&page=2', goal: 0.5 },
  { name: 'information', path: '/about', goal: 0.7 },
  { name: 'category API', path: '/api/products/category/treadmills', goal: 0.7 },
  { name: 'all products API', path: '/api/products', goal: 0.7 },
]

type Measured = { requests: number; seconds: number; p50s: number[]; p99s: number[]; bad: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function loadFor(url: string, seconds: number, into: Measured) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS })
  into.requests += result.requests.total
  into.seconds += seconds
  into.p50s.push(result.latency.p50)
  into.p99s.push(result.latency.p99)
  into.bad += result.non2xx + result.errors
}

/**
 * The site and its yardstick take turns, one second each, for SECONDS each: on a machine shared
 * with other work, a burst of load then falls on both alike instead of on one of two long runs.
 */
async function compare(siteUrl: string, bareUrl: string) {
  const ours: Measured = { requests: 0, seconds: 0, p50s: [], p99s: [], bad: 0 }
  const yardstick: Measured = { requests: 0, seconds: 0, p50s: [], p99s: [], bad: 0 }
  for (let turn = 0; turn < SECONDS; turn++) {
    await loadFor(siteUrl, 1, ours)
    await loadFor(bareUrl, 1, yardstick)
  }
  const summary = (measured: Measured) => ({ perSecond: Math.round(measured.requests / measured.seconds), p50: median(measured.p50s), p99: median(measured.p99s), bad: measured.bad })
  return { ours: summary(ours), yardstick: summary(yardstick) }
}

let failed = false
console.log(`${CONNECTIONS} connections, ${SECONDS} s each in turns of 1 s (p50/p99: median of the turns), Accept-Encoding "${HEADERS['accept-encoding']}"${withoutFastPath ? ', kept answers sent by Koa (no fast path)' : ''}`)
console.log(`${'page kind'.padEnd(18)} ${'site req/s'.padStart(10)} ${'bare req/s'.padStart(10)}  ratio  goal   site p50/p99 ms   bare p50/p99 ms  bytes`)
for (const { name, path, goal } of targets) {
  const answer = await capture(site.url + path, HEADERS)
  const bare = await startBareServer(answer)
  const { ours, yardstick } = await compare(site.url + path, bare.url)
  bare.server.close()
  const ratio = ours.perSecond / yardstick.perSecond
  const ok = ratio >= goal && ours.bad === 0
  failed ||= !ok
  console.log(
    `${name.padEnd(18)} ${String(ours.perSecond).padStart(10)} ${String(yardstick.perSecond).padStart(10)}  ${ratio.toFixed(2)}  ${ok ? '>=' : 'MISS'}${goal}  ${`${ours.p50}/${ours.p99}`.padStart(14)}  ${`${yardstick.p50}/${yardstick.p99}`.padStart(16)}  ${answer.body.length} ${answer.headers['content-encoding'] ?? ''}`,
  )
}
console.log(`resident memory after the run: ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`)
await site.close()
process.exit(failed ? 1 : 0)
