// `npm run bench:load`: the real server process (built by the npm script first) under 100
// connections for 30 s over a mix of pages and API calls. Prints p50/p99, throughput and the
// server's memory before and after; exits non-zero on any error or 5xx. Not run in CI.
import { readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { projectRoot } from '../engine/load/projectRoot.server.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
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

/** Resident memory in MB of a process and its children (the cluster's workers), from /proc (Linux); NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    return Math.round(rssKb(pid) / 1024)
  } catch {
    return Number.NaN
  }
}

function rssKb(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  return own + children.reduce((sum, child) => sum + rssKb(child), 0)
}

/** A port free right now, so the server can be told it (any LOG_LEVEL, any number of workers). */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Polls /api/health until the server answers; rejects if the process ends first. */
async function ready(url: string, child: ChildProcess): Promise<void> {
  let ended = false
  child.once('exit', () => (ended = true))
  while (!ended) {
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

const port = await freePort()
const url = `http://127.0.0.1:${port}`
// The request log goes to /dev/null: it costs what it costs in production, without a full pipe.
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  cwd: projectRoot(),
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
await ready(url, server)
const warm = await autocannon({ url, connections: 4, amount: PATHS.length * 20, requests: PATHS.map((path) => ({ path })) })
const before = rssMb(server.pid!)
console.log(`${CONNECTIONS} connections for ${SECONDS} s over ${PATHS.length} URLs (warm-up: ${warm.requests.total} requests); server RSS (all processes) before: ${before} MB`)
const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: PATHS.map((path) => ({ path })), headers: { 'accept-encoding': 'gzip, br' } })
const after = rssMb(server.pid!)
const fiveXx = result['5xx']
console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)}/s)`)
console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
console.log(`status: 2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']} (the 404 URL), 5xx ${fiveXx}; errors ${result.errors}, timeouts ${result.timeouts}`)
console.log(`server RSS (all processes) after: ${after} MB`)
server.kill('SIGTERM')
const code = await new Promise<number | null>((resolve) => server.once('exit', resolve))
console.log(`server exit code after SIGTERM: ${code}`)
const ok = fiveXx === 0 && result.errors === 0 && result.timeouts === 0 && code === 0
console.log(ok ? 'ok: zero errors and zero 5xx' : 'FAILED: errors, timeouts or 5xx above')
process.exitCode = ok ? 0 : 1
