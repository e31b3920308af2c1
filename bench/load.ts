// `npm run bench:load`: the real server process (built by the npm script first) under 100
// connections. First it fills the server's caches with URLs never asked before (query-string
// views of pages), then it sends at least 100,000 more requests, a mix of the
// site's usual URLs and a share of new unique ones, printing the server's resident memory as it
// goes. Exits non-zero on any error or 5xx, when memory grows 5% or more over the second half of
// those requests (the highest reading of the second half against the highest of the first: single
// readings swing with the garbage collector), or when it passes 300 MB. Not run in CI.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { spawnBuiltServer } from './builtServer.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
/** New URLs sent first: more than every cache of the server holds. */
const FILL = Number(process.env.BENCH_FILL ?? 3_000)
/** Requests after the fill, sent in steps with the memory printed after each. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000)
const STEP = 5_000
/** One request in this many after the fill asks a URL never asked before. */
const UNIQUE_EVERY = 10
const MAX_GROWTH = 0.05
const MAX_RSS_MB = 300

const PATHS = [
  '/',
  '/category/treadmills',
  '/category/rowing-machines?sort=price-low&page=2',
  '/category/elliptical?brand=ardentfit',
  '/product/aerorow-pro-air',
  '/search?query=folding%20treadmill',
  '/compare',
  '/about',
  '/api/products/category/treadmills',
  '/api/products',
  '/api/health',
  '/images/treadmills/stridewell-t600-1.svg',
  '/no-such-page',
]

/**
 * URLs that each render anew and, answered 200, are kept by the server: new values of declared
 * parameters (an unknown name or another API query string is the answer already kept).
 */
const UNIQUE_KINDS = [
  (n: number) => `/category/treadmills?sort=price-low&maxPrice=${1 + (n % 4_999)}`,
  (n: number) => `/search?query=visit+${n}`,
  (n: number) => `/category/rowing-machines?rating=8&maxPrice=${1 + (n % 4_999)}`,
  (n: number) => `/search?query=rower+${n}`,
]

let uniqueCount = 0
const nextUnique = () => {
  uniqueCount++
  return UNIQUE_KINDS[uniqueCount % UNIQUE_KINDS.length]!(uniqueCount)
}

/** Resident memory in MB of a process and its children (the cluster's workers), from /proc (Linux). */
function rssMb(pid: number): number {
  return Math.round(rssKb(pid) / 1024)
}

function rssKb(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  return own + children.reduce((sum, child) => sum + rssKb(child), 0)
}

type Tally = { requests: number; fiveXx: number; errors: number; timeouts: number; p99s: number[] }
const tally: Tally = { requests: 0, fiveXx: 0, errors: 0, timeouts: 0, p99s: [] }

/** Sends `amount` requests, each path from `pathOf`, and adds the outcome to the tally. */
async function send(url: string, amount: number, pathOf: () => string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    // A busy shared machine can take seconds for a render; a request still counts as failed after 30 s.
    timeout: 30,
    headers: { 'accept-encoding': 'gzip, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  })
  tally.requests += result.requests.total
  tally.fiveXx += result['5xx']
  tally.errors += result.errors
  tally.timeouts += result.timeouts
  tally.p99s.push(result.latency.p99)
}

// Every connection may wait for a render: this bench measures memory, not the render queue's 503s.
const server = await spawnBuiltServer({ WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1', RENDER_QUEUE: String(CONNECTIONS) })
const pid = server.child.pid!
console.log(`server RSS (all processes) after start: ${rssMb(pid)} MB; ${CONNECTIONS} connections`)

console.log(`filling: ${FILL} URLs never asked before`)
for (let sent = 0; sent < FILL; sent += 1_000) {
  await send(server.url, Math.min(1_000, FILL - sent), nextUnique)
  console.log(`  ${String(sent + Math.min(1_000, FILL - sent)).padStart(7)} new URLs  RSS ${rssMb(pid)} MB`)
}

console.log(`then ${REQUESTS} requests over ${PATHS.length} usual URLs, one in ${UNIQUE_EVERY} a new URL`)
let turn = 0
const mixed = () => (++turn % UNIQUE_EVERY === 0 ? nextUnique() : PATHS[turn % PATHS.length]!)
const afterStep: number[] = []
const started = performance.now()
for (let sent = 0; sent < REQUESTS; sent += STEP) {
  await send(server.url, Math.min(STEP, REQUESTS - sent), mixed)
  afterStep.push(rssMb(pid))
  console.log(`  ${String(sent + Math.min(STEP, REQUESTS - sent)).padStart(7)} requests  RSS ${afterStep.at(-1)} MB`)
}
const seconds = (performance.now() - started) / 1000

const middle = Math.floor(afterStep.length / 2)
const firstHalfPeak = Math.max(...afterStep.slice(0, middle))
const peak = Math.max(...afterStep)
const growth = (Math.max(...afterStep.slice(middle)) - firstHalfPeak) / firstHalfPeak
console.log(`requests: ${tally.requests} (${Math.round(REQUESTS / seconds)}/s after the fill), new URLs: ${uniqueCount}, p99 of the steps' p99s: ${Math.max(...tally.p99s)} ms`)
console.log(`status: 5xx ${tally.fiveXx}; errors ${tally.errors}, timeouts ${tally.timeouts}`)
console.log(`RSS at the middle ${afterStep[middle - 1]} MB, at the end ${afterStep.at(-1)} MB; highest in the first half ${firstHalfPeak} MB, in the second ${Math.max(...afterStep.slice(middle))} MB (${(growth * 100).toFixed(1)}%, goal < ${MAX_GROWTH * 100}%); peak ${peak} MB (goal < ${MAX_RSS_MB} MB)`)
const code = await server.stop()
console.log(`server exit code after SIGTERM: ${code}`)
const ok = tally.fiveXx === 0 && tally.errors === 0 && tally.timeouts === 0 && code === 0 && growth < MAX_GROWTH && peak < MAX_RSS_MB
console.log(ok ? 'ok: no error, no 5xx, memory flat and under the goal' : 'FAILED: see the figures above')
process.exitCode = ok ? 0 : 1
