import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readConfig } from '../../api/server/config.ts'
import { createHttpServer, listen } from '../../api/server/listen.ts'
import type { Server } from 'node:http'

test('the timeouts and the connection cap are set deliberately, well under Node\'s defaults', () => {
  const server = createHttpServer(new Koa(), readConfig({ NODE_ENV: 'production' }))
  expect(server.headersTimeout).toBe(10_000)
  expect(server.requestTimeout).toBe(30_000)
  expect(server.keepAliveTimeout).toBe(5_000)
  expect(server.maxConnections).toBe(2_000)
  expect(readConfig({ NODE_ENV: 'production' }).maxConnectionsPerClient).toBe(100)
})

let server: Server
let port: number
beforeAll(async () => {
  const app = new Koa()
  app.use((ctx) => (ctx.body = 'ok'))
  server = createHttpServer(app, { ...readConfig({}), port: 0, host: '127.0.0.1', headersTimeoutMs: 300, requestTimeoutMs: 600 })
  port = await listen(server, { ...readConfig({}), port: 0, host: '127.0.0.1' })
  expect((server.address() as AddressInfo).port).toBe(port)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('headers stalled mid-request get a 408 and the socket is closed', async () => {
  const socket = connect(port, '127.0.0.1')
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
  const answer = await new Promise<string>((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    socket.on('close', () => resolve(text))
  })
  expect(answer).toMatch(/^HTTP\/1\.1 408 /)
})
