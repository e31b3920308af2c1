// `npm run bench:load`: the real server process (built by the npm script first) under 100
// connections for 30 s over a mix of pages and API calls. Prints p50/p99, throughput and the
// server's memory before and after; exits non-zero on any error or 5xx. Not run in CI.
import { readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
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

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    return Math.round(kb / 1024)
  } catch {
    return Number.NaN
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  cwd: projectRoot(),
  env: { ...process.env, NODE_ENV: 'production', PORT: '0', WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const port = await new Promise<number>((resolve, reject) => {
  let out = ''
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8')
    const match = /"port":(\d+)/.exec(out)
    if (match) resolve(Number(match[1]))
  })
  server.once('exit', () => reject(new Error(`the server did not start:\n${out}`)))
})
// Drain the request log so the server never blocks on a full pipe.
server.stdout.resume()

const url = `http://127.0.0.1:${port}`
const warm = await autocannon({ url, connections: 4, amount: PATHS.length * 20, requests: PATHS.map((path) => ({ path })) })
const before = rssMb(server.pid!)
console.log(`${CONNECTIONS} connections for ${SECONDS} s over ${PATHS.length} URLs (warm-up: ${warm.requests.total} requests); server RSS before: ${before} MB`)
const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: PATHS.map((path) => ({ path })), headers: { 'accept-encoding': 'gzip, br' } })
const after = rssMb(server.pid!)
const fiveXx = result['5xx']
console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)}/s)`)
console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
console.log(`status: 2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']} (the 404 URL), 5xx ${fiveXx}; errors ${result.errors}, timeouts ${result.timeouts}`)
console.log(`server RSS after: ${after} MB`)
server.kill('SIGTERM')
const code = await new Promise<number | null>((resolve) => server.once('exit', resolve))
console.log(`server exit code after SIGTERM: ${code}`)
const ok = fiveXx === 0 && result.errors === 0 && result.timeouts === 0 && code === 0
console.log(ok ? 'ok: zero errors and zero 5xx' : 'FAILED: errors, timeouts or 5xx above')
process.exitCode = ok ? 0 : 1
