import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'

/** Latencies of one fixed-rate run in ms, sorted, and how many requests were not answered 200. */
export type FixedRateRun = { latencies: number[]; bad: number }

/**
 * `rate` requests a second for `seconds`, each sent at its own moment (one every 1000/rate ms,
 * not in bursts), on up to `connections` keep-alive connections. A request's latency runs from
 * the moment it was due to the end of its answer, in fractions of a millisecond: a request held
 * back because every connection was busy counts its wait too (no coordinated omission).
 */
export async function fixedRate(url: string, { rate, seconds, connections, headers }: { rate: number; seconds: number; connections: number; headers: Record<string, string> }): Promise<FixedRateRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const total = rate * seconds
  const latencies: number[] = []
  let bad = 0
  const start = performance.now()
  const due = (n: number) => start + (n * 1_000) / rate
  await new Promise<void>((done) => {
    let sent = 0
    let settled = 0
    const settle = () => ++settled === total && done()
    const send = () => {
      const at = due(sent++)
      const asked = request(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) bad++
        response.resume()
        response.on('end', () => {
          latencies.push(performance.now() - at)
          settle()
        })
      })
      asked.on('error', () => {
        bad++
        settle()
      })
      asked.end()
    }
    const tick = () => {
      while (sent < total && performance.now() >= due(sent)) send()
      if (sent < total) setTimeout(tick, Math.max(0, due(sent) - performance.now()))
    }
    tick()
  })
  agent.destroy()
  return { latencies: latencies.sort((a, b) => a - b), bad }
}

/** The q-quantile (0.5 for the p50) of sorted values. */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
