import { connect } from 'node:net'
import type { Socket } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { renderLimit } from '../../api/middleware/renderLimit.ts'
import { capturedLog } from '../support/capturedLog.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// A visitor of a kept page does not wait behind a burst of other requests read in the same moment
// (unique searches, unknown API names: work the answer table cannot save), however many there are.

let site: Started | undefined
afterEach(() => site?.close())

/** Keep-alive connections to the site, each with one request answered, so the server has read from every one. */
async function openConnections(count: number): Promise<Socket[]> {
  const { port } = new URL(site!.url)
  return Promise.all(
    Array.from({ length: count }, async () => {
      const socket = connect(Number(port), '127.0.0.1')
      await ask(socket, '/api/health')
      return socket
    }),
  )
}

/** Sends one GET and resolves with the whole answer's head once its body has arrived. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    let received = ''
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      const length = Number(/content-length: *(\d+)/i.exec(received)?.[1] ?? 0)
      if (end !== -1 && received.length >= end + 4 + length) {
        socket.off('data', onData)
        resolve(received.slice(0, end))
      }
    }
    socket.on('data', onData)
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`)
  })
}

/**
 * Writes every burst request and then the kept page's, all in one moment (the server reads them
 * in one turn), and returns the request log's status and path of each, in the order the answers went out.
 */
async function answerOrder(burst: string[], kept: string, lines: Record<string, unknown>[]): Promise<string[]> {
  const sockets = await openConnections(burst.length + 1)
  const from = lines.length
  const answers = [...burst, kept].map((path, i) => ask(sockets[i]!, path))
  const heads = await Promise.all(answers)
  for (const socket of sockets) socket.destroy()
  expect(heads.every((head) => /^HTTP\/1\.1 [2-5]\d\d/.test(head))).toBe(true)
  return lines.slice(from).filter((line) => line.msg === 'request').map((line) => `${String(line.status)} ${String(line.path)}`)
}

test('the home page asked together with twenty unknown API names is answered before any of them', async () => {
  const { lines, logger } = capturedLog()
  site = await startProduction({ logger })
  await (await fetch(`${site.url}/`)).arrayBuffer()
  const burst = Array.from({ length: 20 }, (_, i) => `/api/products/category/none-${i}-${Date.now()}`)
  const order = await answerOrder(burst, '/', lines)
  expect(order).toHaveLength(21)
  expect(order[0]).toBe('200 /')
})

test('a kept search asked together with unique searches refused for a full render queue is answered first', async () => {
  const { lines, logger } = capturedLog()
  const limit = renderLimit({ concurrency: 1, queue: 0 })
  site = await startProduction({ logger }, { renderLimit: limit })
  await (await fetch(`${site.url}/search?query=rower`)).arrayBuffer()
  let release = () => {}
  void limit(() => new Promise<void>((resolve) => (release = resolve)))
  const burst = Array.from({ length: 20 }, (_, i) => `/search?query=unique-${i}-${Date.now()}`)
  const order = await answerOrder(burst, '/search?query=rower', lines)
  release()
  expect(order).toHaveLength(21)
  expect(order[0]).toBe('200 /search')
  expect(order.filter((line) => line === '503 /search')).toHaveLength(20)
})
