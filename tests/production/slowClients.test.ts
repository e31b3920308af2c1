import { connect } from 'node:net'
import type { Socket } from 'node:net'
import type { Server } from 'node:http'
import Koa from 'koa'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { readConfig } from '../../api/server/config.ts'
import { createHttpServer, listen } from '../../api/server/listen.ts'

// One client (127.0.0.2) opening thousands of connections and trickling header bytes must not
// lock out other visitors (127.0.0.1), with the server's production settings.

const SLOW_CLIENT = '127.0.0.2'
let server: Server
let port: number
const held: Socket[] = []

beforeAll(async () => {
  const app = new Koa()
  app.use((ctx) => (ctx.body = 'ok'))
  const config = { ...readConfig({ NODE_ENV: 'production' }), port: 0, host: '127.0.0.1' }
  server = createHttpServer(app, config)
  port = await listen(server, config)
})
const openOnServer = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)))
afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy()
  await expect.poll(openOnServer, { timeout: 20_000 }).toBe(0)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Opens `count` connections from `localAddress`, each sending the start of a request and no more. */
async function holdSlowConnections(count: number, localAddress: string): Promise<{ open: () => number }> {
  let open = 0
  await Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect({ host: '127.0.0.1', port, localAddress })
      held.push(socket)
      socket.on('error', () => {})
      socket.on('close', () => open--)
      return new Promise<void>((resolve) => {
        socket.once('connect', () => {
          open++
          socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
          resolve()
        })
        socket.once('close', () => resolve())
      })
    }),
  )
  // Connections past the limit are closed by the server just after they are accepted.
  await new Promise((resolve) => setTimeout(resolve, 500))
  return { open: () => open }
}

const visit = async () => (await fetch(`http://127.0.0.1:${port}/`)).status

test('a client holding 2,100 slow connections does not lock out other visitors', async () => {
  await holdSlowConnections(2_100, SLOW_CLIENT)
  const statuses = await Promise.all(Array.from({ length: 20 }, visit))
  expect(statuses).toEqual(Array.from({ length: 20 }, () => 200))
})

test('the slow client keeps only its own share of connections; the rest are closed at once', async () => {
  const slow = await holdSlowConnections(300, SLOW_CLIENT)
  await expect.poll(slow.open, { timeout: 20_000 }).toBe(readConfig({ NODE_ENV: 'production' }).maxConnectionsPerClient)
  expect(await visit()).toBe(200)
})

test('behind a trusted proxy the server sets no per-client limit: every client has the proxy\'s address', () => {
  expect(readConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' }).maxConnectionsPerClient).toBe(0)
  expect(readConfig({ NODE_ENV: 'production' }).maxConnectionsPerClient).toBeGreaterThan(6)
})
