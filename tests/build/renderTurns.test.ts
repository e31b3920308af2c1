import { get } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { renderLimit } from '../../api/middleware/renderLimit.ts'
import type { RenderLimit } from '../../api/middleware/renderLimit.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Render turns go to the clients waiting in rotation: a client that floods the renderer with unique
// searches waits behind its own requests, and a shopper at another address is answered after a turn
// or two, not after the whole flood.

let site: Started | undefined
let releaseHeld = () => {}
afterEach(() => {
  releaseHeld()
  return site?.close()
})
/** However slow the machine, every request reaches the limit in this time. */
const ARRIVAL = { timeout: 20_000 }

/** A limit of one render at a time whose turn is held until `release`, counting the renders asked of it. */
function countedLimit() {
  // A long wait and hold: this test is about the order of turns, not about renders running out of time.
  const limit = renderLimit({ concurrency: 1, queue: 20, waitMs: 60_000, holdMs: 60_000 })
  let asked = 0
  let release = () => {}
  void limit(() => new Promise<void>((resolve) => (release = resolve)))
  const counted: RenderLimit = Object.assign(<T>(render: () => Promise<T>, client?: string, arrived?: number) => (asked++, limit(render, client, arrived)), { full: (client?: string) => limit.full(client), refuse: (arrived?: number) => limit.refuse(arrived) })
  releaseHeld = () => release()
  return { limit: counted, asked: () => asked, release: () => release() }
}

/** Asks `path` from the client address `from`, resolving with the status once the whole answer has arrived. */
function ask(path: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(site!.url + path, { localAddress: from, agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
}

test('a shopper searching while another client floods the renderer is answered after a turn or two', async () => {
  const { limit, asked, release } = countedLimit()
  site = await startProduction({}, { renderLimit: limit })
  const stamp = Date.now()
  const order: string[] = []
  const answered = (who: string) => (status: number) => (order.push(who), status)
  const flood = Array.from({ length: 8 }, (_, i) => ask(`/search?query=flood-${stamp}-${i}`, '127.0.0.1').then(answered('flood')))
  await expect.poll(asked, ARRIVAL).toBe(8)
  const shopper = ask(`/search?query=rower-${stamp}`, '127.0.0.2').then(answered('shopper'))
  await expect.poll(asked, ARRIVAL).toBe(9)
  release()
  expect(await shopper).toBe(200)
  expect(order.indexOf('shopper'), `answers in order: ${order.join(', ')}`).toBeLessThanOrEqual(1)
  expect(await Promise.all(flood)).toEqual(Array.from({ length: 8 }, () => 200))
})

test('searches of two clients flooding at once take turns', async () => {
  const { limit, asked, release } = countedLimit()
  site = await startProduction({}, { renderLimit: limit })
  const stamp = Date.now()
  const order: string[] = []
  const asking = (from: string, count: number) => Array.from({ length: count }, (_, i) => ask(`/search?query=${from}-${stamp}-${i}`, from).then(() => order.push(from)))
  const first = asking('127.0.0.1', 6)
  await expect.poll(asked, ARRIVAL).toBe(6)
  const second = asking('127.0.0.2', 6)
  await expect.poll(asked, ARRIVAL).toBe(12)
  release()
  await Promise.all([...first, ...second])
  // In rotation, neither client is ever more than one answer ahead of the other.
  const lead = order.map((_, i) => order.slice(0, i + 1).filter((from) => from === '127.0.0.1').length * 2 - (i + 1))
  expect(Math.max(...lead.map(Math.abs)), `answers in order: ${order.join(', ')}`).toBeLessThanOrEqual(1)
})
