import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import type { AppOptions } from '../../api/server/app.ts'
import { siteMiddleware } from '../../api/server/siteMiddleware.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import { capturedLog } from '../support/capturedLog.ts'

// Answers that are already bytes are sent by the fast path in front of Koa (api/fastPath/). Each
// URL's first request goes through Koa; every later one must be byte for byte what Koa sends.

type Answer = { status: number; headers: string[]; body: Buffer }
type Running = { port: number; server: Server; koaRequests: () => number; logLines: Record<string, unknown>[] }

const content = siteContent()
const root = projectRoot()

/** The production app on an ephemeral port, counting the requests that reach Koa's middleware. */
async function start(options: Partial<AppOptions> = {}): Promise<Running> {
  const { lines: logLines, logger } = capturedLog()
  const pages = await siteMiddleware(root, () => content, { production: true })
  const app = createApp({ contentDir: root, getContent: () => content, pages, logger, ...options })
  let koaRequests = 0
  app.middleware.unshift(async (_ctx, next) => {
    koaRequests++
    await next()
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { port: (server.address() as AddressInfo).port, server, koaRequests: () => koaRequests, logLines }
}

function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection per request: a kept-alive socket the server closes as idle while the next request
    // is sent would reset it (ECONNRESET on a busy machine), which says nothing about either answer.
    request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        // Every header as sent, in a stable order; the clock and the socket's own headers differ by nature.
        const headers: string[] = []
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase()
          if (!['date', 'connection', 'keep-alive'].includes(name)) headers.push(`${name}: ${response.rawHeaders[i + 1]}`)
        }
        resolve({ status: response.statusCode ?? 0, headers: headers.sort(), body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

const URLS = ['/', '/product/aerorow-pro-air', '/about', '/category/treadmills', '/category/treadmills?sort=price-low&page=2', '/api/products/category/treadmills', '/api/products']

let koa: Running
let fast: Running
let etags: Map<string, string>
beforeAll(async () => {
  koa = await start({ fastPath: false })
  fast = await start()
  etags = new Map()
  for (const url of URLS) etags.set(url, (await send(fast.port, url)).headers.find((header) => header.startsWith('etag: '))!.slice(6))
})
afterAll(() => {
  koa.server.close()
  fast.server.close()
})

/** Request headers that change the answer: encodings, revalidation, a forced reload. */
const variants = (etag: string): [string, Record<string, string>][] => [
  ['br and gzip', { 'accept-encoding': 'br, gzip' }],
  ['a browser', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ['gzip only', { 'accept-encoding': 'gzip' }],
  ['no Accept-Encoding', {}],
  ['every coding refused', { 'accept-encoding': 'identity;q=0, *;q=0' }],
  ['its ETag', { 'accept-encoding': 'br', 'if-none-match': etag }],
  ['its ETag, weak', { 'if-none-match': `W/${etag}` }],
  ['its ETag in a list', { 'if-none-match': `"other", ${etag}` }],
  ['its ETag after a tab in a list', { 'if-none-match': `"other",\t${etag}` }],
  ['its ETag, weak, after a tab in a list', { 'if-none-match': `"other",\tW/${etag}` }],
  ['any ETag', { 'if-none-match': '*' }],
  ['another ETag', { 'if-none-match': '"other"' }],
  ['its ETag with no-cache', { 'if-none-match': etag, 'cache-control': 'no-cache' }],
  ['its ETag and If-Modified-Since', { 'if-none-match': etag, 'if-modified-since': new Date().toUTCString() }],
]

describe.each(URLS)('%s', (url) => {
  test.each(['GET', 'HEAD'])('%s: the fast path sends what Koa sends, for every request header that matters', async (method) => {
    for (const [name, headers] of variants(etags.get(url)!)) {
      const before = fast.koaRequests()
      const viaFastPath = await send(fast.port, url, headers, method)
      expect(fast.koaRequests(), `${name}: answered without Koa`).toBe(before)
      const koaBefore = koa.koaRequests()
      const viaKoa = await send(koa.port, url, headers, method)
      expect(koa.koaRequests(), `${name}: without the fast path, Koa answered`).toBe(koaBefore + 1)
      // Bodies byte for byte with Buffer's own comparison: a deep equality walks a 300 kB list byte by byte for a quarter of a second.
      expect(viaFastPath.body.equals(viaKoa.body), `${name}: the same body`).toBe(true)
      expect({ ...viaFastPath, body: viaFastPath.body.length }, name).toEqual({ ...viaKoa, body: viaKoa.body.length })
    }
  }, 120_000)
})

test('what is not prepared bytes still goes through Koa: other methods, errors, redirects, assets, health', async () => {
  for (const [path, method] of [['/', 'POST'], ['/no-such-page', 'GET'], ['/treadmills', 'GET'], ['/api/health', 'GET'], ['/robots.txt', 'GET']] as const) {
    await send(fast.port, path, {}, method)
    const before = fast.koaRequests()
    const again = await send(fast.port, path, {}, method)
    expect(fast.koaRequests(), `${method} ${path}`).toBe(before + 1)
    expect(again).toEqual(await send(koa.port, path, {}, method))
  }
})

test('HSTS on a fast answer only when a trusted proxy says the request came over HTTPS', async () => {
  const proxied = await start({ trustProxy: 1 })
  try {
    await send(proxied.port, '/about')
    const before = proxied.koaRequests()
    const https = await send(proxied.port, '/about', { 'x-forwarded-proto': 'https' })
    const http = await send(proxied.port, '/about', { 'x-forwarded-proto': 'http' })
    const direct = await send(fast.port, '/about', { 'x-forwarded-proto': 'https' })
    expect(proxied.koaRequests()).toBe(before)
    expect(https.headers).toContain('strict-transport-security: max-age=31536000; includeSubDomains')
    for (const answer of [http, direct]) expect(answer.headers.some((header) => header.startsWith('strict-transport-security'))).toBe(false)
  } finally {
    proxied.server.close()
  }
})

test('fast answers are logged like the others: method, path without the query, status, bytes, client address', async () => {
  const url = '/category/treadmills?sort=price-low&page=2'
  await send(koa.port, url, { 'accept-encoding': 'br' })
  await send(fast.port, url, { 'accept-encoding': 'br' })
  const last = (lines: Record<string, unknown>[]) => {
    const { method, path, status, ip, bytes, msg } = lines.at(-1)!
    return { method, path, status, ip, bytes, msg }
  }
  expect(last(fast.logLines)).toEqual(last(koa.logLines))
  expect(last(fast.logLines)).toMatchObject({ method: 'GET', path: '/category/treadmills', status: 200, ip: '127.0.0.1', msg: 'request' })
})

test('while the server stops, a fast answer tells the client to close its connection', async () => {
  let stopping = false
  const site = await start({ stopping: () => stopping })
  try {
    const connectionOf = (path: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        request({ host: '127.0.0.1', port: site.port, path }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.headers.connection))
        })
          .on('error', reject)
          .end()
      })
    await connectionOf('/about')
    const before = site.koaRequests()
    expect(await connectionOf('/about')).toBe('keep-alive')
    stopping = true
    expect(await connectionOf('/about')).toBe('close')
    expect(site.koaRequests()).toBe(before)
  } finally {
    site.server.close()
  }
})
