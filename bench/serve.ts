// `npm run bench`: the production server (built by the npm script first) under load on loopback.
// Each page kind gets a fixed number of seconds at a fixed concurrency; the script prints
// throughput, latency percentiles and memory, and exits non-zero when a goal is missed.
import autocannon from 'autocannon'
import { createApp } from '../api/app.ts'
import { createLogger } from '../api/logger.ts'
import { siteMiddleware } from '../api/siteMiddleware.ts'
import { formatProblems } from '../engine/load/formatProblems.ts'
import { loadContent } from '../engine/load/loadContent.server.ts'
import { projectRoot } from '../engine/load/projectRoot.server.ts'
import { listen } from '../tests/support/startApp.ts'

/** Goals for one 2-core machine; see README "Performance". */
const GOALS = { minRequestsPerSecond: 300, maxP99Ms: 100, maxRssMb: 320 }
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10

const loaded = loadContent()
if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
const { content } = loaded
const root = projectRoot()
const pages = await siteMiddleware(root, () => content, { production: true })
// The request log would print a line per request into the results; bench:load measures with it.
const site = await listen(createApp({ root, getContent: () => content, pages, logger: createLogger('silent') }))

const [firstReview] = content.reviews.keys()
const targets = [
  ['home', '/'],
  ['review page', `/product/${firstReview}`],
  ['category page', '/category/treadmills?sort=price-low&page=2'],
  ['search page', '/search?query=folding%20treadmill'],
  ['category API', '/api/products/category/treadmills'],
  ['all products API', '/api/products'],
] as const

let failed = false
console.log(`${CONNECTIONS} connections, ${SECONDS} s each; goals: >= ${GOALS.minRequestsPerSecond} req/s, p99 <= ${GOALS.maxP99Ms} ms, RSS <= ${GOALS.maxRssMb} MB`)
for (const [name, path] of targets) {
  const result = await autocannon({ url: site.url + path, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } })
  const perSecond = Math.round(result.requests.average)
  const p99 = result.latency.p99
  const ok = perSecond >= GOALS.minRequestsPerSecond && p99 <= GOALS.maxP99Ms && result.non2xx === 0 && result.errors === 0
  failed ||= !ok
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(18)} ${String(perSecond).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`)
}
const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
const memoryOk = rssMb <= GOALS.maxRssMb
failed ||= !memoryOk
console.log(`${memoryOk ? 'ok  ' : 'MISS'} resident memory after the run: ${rssMb} MB`)
await site.close()
process.exit(failed ? 1 : 0)
