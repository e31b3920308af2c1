import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/app.ts'
import { createLogger } from '../../api/logger.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { realContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let server: Started
let ready = true
const logLines: Record<string, unknown>[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})

beforeAll(async () => {
  const content = realContent()
  const health = { version: '1.2.3-test', isReady: () => ready }
  server = await listen(createApp({ root: projectRoot(), getContent: () => content, logger: createLogger('info', logStream), health }))
})
afterAll(() => server.close())

const send = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init })

describe('compression negotiation (finding 1)', () => {
  test.each(['identity;q=0', '*;q=0', 'br;q=-1', 'gzip;q=0, identity;q=0'])('Accept-Encoding: %s answers an uncompressed 200, not a 500', async (acceptEncoding) => {
    for (const path of ['/api/products/category/treadmills', '/api/products']) {
      const response = await send(path, { headers: { 'Accept-Encoding': acceptEncoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect((await response.json()).success).toBe(true)
    }
  })

  test('a client that accepts gzip still gets gzip', async () => {
    const response = await send('/api/products', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('methods (finding 6)', () => {
  test('POST on an API path that exists is a 405 naming the allowed methods, with a method_not_allowed body', async () => {
    const response = await send('/api/products', { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('HEAD, GET')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'method_not_allowed' } })
  })

  test('DELETE on an unknown API path stays a JSON 404', async () => {
    const response = await send('/api/nowhere', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  test.each(['POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'])('%s on a page is a 405 with Allow: GET, HEAD and no-store', async (method) => {
    for (const path of ['/', '/robots.txt', '/category/treadmills']) {
      const response = await send(path, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('error answers are never cached (finding 6)', () => {
  test.each([
    ['/images/%2e%2e/%2e%2e/package.json', [400, 403, 404]],
    ['/images/../../package.json', [400, 403, 404]],
    ['/api/products/category/%E0%A4%A', [400, 404]],
    ['/api/nothing', [404]],
  ])('%s answers an error with Cache-Control: no-store', async (path, statuses) => {
    const response = await send(path)
    expect(statuses).toContain(response.status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).not.toMatch(/"name"\s*:\s*"best-home-gym-equipment"|at \w+ \(|node_modules/)
  })
})

describe('health readiness', () => {
  test('a stopping instance answers 503 so the load balancer stops sending it traffic', async () => {
    ready = false
    try {
      const response = await send('/api/health')
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ status: 'stopping', ready: false, version: '1.2.3-test' })
      expect(response.headers.get('cache-control')).toBe('no-store')
    } finally {
      ready = true
    }
  })
})

describe('request log', () => {
  test('one structured line per request: method, path, status, duration, bytes; no query string', async () => {
    const response = await send('/api/products/category/treadmills?secret=1')
    await response.text()
    await new Promise((resolve) => setImmediate(resolve))
    const line = logLines.find((entry) => entry.msg === 'request' && entry.path === '/api/products/category/treadmills')
    expect(line).toMatchObject({ level: 30, method: 'GET', status: 200 })
    expect(line?.ms).toEqual(expect.any(Number))
    expect(line?.bytes).toBeGreaterThan(1000)
    expect(JSON.stringify(logLines)).not.toContain('secret=1')
  })
})
