// One stop under load: the built server with two workers, keep-alive clients sending requests
// back to back and slow readers pipelining large answers, then SIGTERM to the primary or to the
// whole process group (what a service manager sends). Counts what a visitor would lose.
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { batchFor, slowReader } from './slowReader.ts'

export type StopTarget = 'group' | 'primary'

export type StopOutcome = {
  target: StopTarget
  exitCode: number | string
  /** Answers whose headers arrived and whose body stopped short. */
  cut: number
  /** Requests the server logged as received whose complete answer no client got. */
  lost: number
  /** Complete answers clients received. */
  answered: number
  /** Answers that were not 200 (a stopping server still answers every accepted request in full). */
  failed: number
  /** Connections refused or reset before the server accepted a request on them. */
  refused: number
  shutdownMs: number
}

const PATHS = ['/', '/category/treadmills', '/api/products', '/search?query=treadmill', '/about']
const CLIENTS = 8
const SLOW_READERS = 4
/** Seconds of slow reading each slow reader keeps queued: a few, well inside the shutdown deadline. */
const QUEUED_SECONDS = 3
/** The slow readers read nothing until after the signal, so answers are still queued when it comes. */
const STALL_MS = 2_000

/** Runs one trial; `root` holds the build (dist/). */
export async function stopTrial(target: StopTarget, root = projectRoot(), workers = 2): Promise<StopOutcome> {
  // Its own process group, so "the group" is the server's primary and workers, not this process.
  const child = spawn(process.execPath, ['dist/node/server.js'], {
    cwd: root,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', WEB_CONCURRENCY: String(workers), LOG_LEVEL: 'info', PORT: '0', SHUTDOWN_TIMEOUT_MS: '10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  child.stderr.resume()
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  const lines = () => log.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
  const port = await servingPort(lines, exited, workers)

  let ended = false
  void exited.then(() => (ended = true))
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  const batch = await batchFor(port, '/api/products', QUEUED_SECONDS)
  // The answer batchFor read counts as answered: it is a request the server logged.
  const counts = { answered: 1, cut: 0, failed: 0, refused: 0 }
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = 0; !ended; i++) {
      const outcome = await get(agent, port, PATHS[(client + i) % PATHS.length]!)
      if (outcome === 'refused') return void counts.refused++
      counts[outcome]++
    }
  })
  const readers = Array.from({ length: SLOW_READERS }, () => slowReader(port, '/api/products', batch, STALL_MS))
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const signalled = Date.now()
  process.kill(target === 'group' ? -child.pid! : child.pid!, 'SIGTERM')
  const exitCode = await exited
  const shutdownMs = Date.now() - signalled
  await Promise.all(clients)
  agent.destroy()
  for (const reader of await Promise.all(readers)) {
    counts.answered += reader.complete
    counts.cut += reader.cut
  }
  const received = lines().filter((line) => line.msg === 'request').length
  return { target, exitCode, ...counts, lost: Math.max(0, received - counts.answered - counts.failed), shutdownMs }
}

async function servingPort(lines: () => Record<string, unknown>[], exited: Promise<unknown>, workers: number): Promise<number> {
  let over = false
  void exited.then(() => (over = true))
  for (;;) {
    const serving = lines().filter((line) => String(line.msg).includes('is serving'))
    if (serving.length >= workers) return serving[0]!.port as number
    if (over) throw new Error('the server ended before serving')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

type ClientOutcome = 'answered' | 'cut' | 'failed' | 'refused'

/** One GET over the keep-alive agent, reading the whole body. */
function get(agent: Agent, port: number, path: string): Promise<ClientOutcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => {
        const expected = Number(res.headers['content-length'] ?? bytes)
        if (!res.complete || bytes !== expected) resolve('cut')
        else resolve(res.statusCode === 200 ? 'answered' : 'failed')
      })
      res.on('error', () => resolve('cut'))
      res.on('aborted', () => resolve('cut'))
    })
    // Refused, or a reused keep-alive socket the server had closed: no request was accepted.
    req.on('error', () => resolve('refused'))
    req.end()
  })
}
