// Hostile traffic, slow clients: the built server (1 worker, production settings) answering normal
// requests at a fixed rate from 127.0.0.1, first alone, then while one client at 127.0.0.2 holds
// 2,100 connections open, trickling a header byte now and then and reconnecting whenever the
// server closes one. Goal: every normal request served, p99 at most twice the quiet p99.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'
import type { Scenario } from './Scenario.ts'

const RATE = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SLOW_CONNECTIONS = 2_100
const SLOW_CLIENT = '127.0.0.2'
const PATH = '/'

type Phase = { sent: number; served: number; p50: number; p99: number }

/** Normal visitors at a fixed rate, alone and beside one client holding slow connections. */
export const slowClients: Scenario = {
  name: 'slow connections',
  run: async ({ url }) => {
    const quiet = await normalLoad(url)
    const slow = holdSlowConnections(Number(new URL(url).port))
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const held = slow.open()
    const loaded = await normalLoad(url)
    slow.stop()
    const ok = loaded.served === loaded.sent && quiet.served === quiet.sent && loaded.p99 <= 2 * Math.max(quiet.p99, 1)
    const lines = [
      `${RATE} requests/s to ${PATH} for ${SECONDS} s from 127.0.0.1`,
      `quiet:                                      ${line(quiet)}`,
      `${SLOW_CONNECTIONS} slow connections from ${SLOW_CLIENT} (${String(held).padStart(4)} open): ${line(loaded)}  ${ok ? 'ok' : 'MISS'} (goal: all served, p99 <= 2x quiet)`,
    ]
    return { lines, ok }
  },
}

const line = (phase: Phase) => `${phase.served}/${phase.sent} served (${((100 * phase.served) / Math.max(phase.sent, 1)).toFixed(1)}%), p50 ${phase.p50} ms, p99 ${phase.p99} ms`

async function normalLoad(url: string): Promise<Phase> {
  const result = await autocannon({ url: url + PATH, connections: 10, overallRate: RATE, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } })
  // Every request that got an answer or failed: answers other than 2xx, errors and time-outs count against.
  const sent = result['2xx'] + result.non2xx + result.errors + result.timeouts
  return { sent, served: result['2xx'], p50: result.latency.p50, p99: result.latency.p99 }
}

/** The slow client (bench/hostile/slowClient.ts) in its own process; `open()` is its last count. */
function holdSlowConnections(port: number): { open: () => number; stop: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'slowClient.ts'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let open = 0
  child.stdout.on('data', (chunk: Buffer) => {
    const counts = [...chunk.toString('utf8').matchAll(/open (\d+)/g)]
    if (counts.length) open = Number(counts.at(-1)![1])
  })
  return { open: () => open, stop: () => child.kill('SIGKILL') }
}
