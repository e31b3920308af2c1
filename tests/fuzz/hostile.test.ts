import { connect } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { startProduction } from '../support/startProduction.ts'
import type { Started } from '../support/startApp.ts'
import { hostileRequests } from './hostileRequests.ts'
import type { HostileRequest } from './hostileRequests.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000)
/** The answer budget the issue sets; a request that takes longer counts as a failure. */
const ANSWER_BUDGET_MS = 2_000

let site: Started
beforeAll(async () => {
  site = await startProduction()
  // The first render of each page kind loads its code; the budget is for a server that has started.
  for (const path of ['/', '/category/treadmills', '/product/aerorow-pro-air', '/search?query=a', '/compare', '/about', '/no-such-page', '/api/products']) {
    await (await fetch(site.url + path)).text()
  }
})
afterAll(() => site.close())

type Answer = { status: number; head: string; body: string } | { failure: string }

/** Sends the request byte for byte over a raw socket (no client-side cleaning) and reads the answer. */
function send(port: number, request: HostileRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ failure: `no complete answer within ${ANSWER_BUDGET_MS} ms` })
    }, ANSWER_BUDGET_MS)
    const headerLines = [...request.headers, ['Connection', 'close']].map(([name, value]) => `${name}: ${value}`)
    socket.on('connect', () => socket.write(`${request.method} ${request.target} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n${request.body}`))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      const match = /^HTTP\/1\.1 (\d{3}) /.exec(text)
      if (!match) return resolve({ failure: `no status line (${JSON.stringify(text.slice(0, 80))})` })
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(match[1]), head: text.slice(0, split), body: text.slice(split + 4) })
    })
  })
}

/** What must never appear in an answer: a stack frame, a server path, a file outside the public folders. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at [^\n]*[:(]\d+:\d+/],
  ['the project path', new RegExp(projectRoot().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))],
  ['a module path', /node_modules\/[\w@.-]+\/(?:dist|lib)\//],
  ['package.json', /"devDependencies"|"scripts"\s*:/],
  ['source code', /^import .* from '|export function \w+\(/m],
  ['a content file', /yaml-language-server: \$schema/],
  ['a system file', /root:x:0:0|PATH=\/|HOME=\//],
]

test(`${COUNT} hostile requests (seed ${SEED}): no 5xx, no leak, every answer within ${ANSWER_BUDGET_MS} ms`, async () => {
  const port = Number(new URL(site.url).port)
  const requests = hostileRequests(SEED, COUNT)
  const problems: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const index = next++
      const request = requests[index]!
      const answer = await send(port, request)
      const label = `#${index} ${request.method} ${request.target.slice(0, 120)}`
      if ('failure' in answer) {
        problems.push(`${label}: ${answer.failure}`)
        continue
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status >= 500) problems.push(`${label}: status ${answer.status}`)
      for (const [what, pattern] of LEAKS) if (pattern.test(answer.body)) problems.push(`${label}: the body shows ${what}`)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  expect(problems.slice(0, 20)).toEqual([])
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(COUNT)
  // The mix must reach the pages, the API and the refusals, or it tests nothing.
  for (const status of [200, 301, 400, 404, 405]) expect(statuses.get(status) ?? 0).toBeGreaterThan(20)
})
