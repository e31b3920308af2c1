import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import { brokenContent } from '../support/startProduction.ts'
import type { Started } from '../support/startApp.ts'
import { capturedLog } from '../support/capturedLog.ts'

let server: Started
let proxied: Started
let broken: Started
let ready = true
const { lines: logLines, logger } = capturedLog()

beforeAll(async () => {
  const content = fixtureContent()
  const health = { version: '1.2.3-test', isReady: () => ready }
  server = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, logger, health }))
  proxied = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content, logger, trustProxy: 1 }))
  broken = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: brokenContent, logger }))
})
afterAll(async () => {
  await Promise.all([server.close(), proxied.close(), broken.close()])
})

/** The log lines written so far, once the request just answered has had its line written. */
async function logged(): Promise<Record<string, unknown>[]> {
  await new Promise((resolve) => setImmediate(resolve))
  return logLines
}

const send = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init })

describe('compression negotiation', () => {
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

describe('methods', () => {
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

describe('error answers are never cached', () => {
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
    const line = (await logged()).find((entry) => entry.msg === 'request' && entry.path === '/api/products/category/treadmills')
    expect(line).toMatchObject({ level: 30, method: 'GET', status: 200 })
    expect(line?.ms).toEqual(expect.any(Number))
    expect(line?.bytes).toBeGreaterThan(1000)
    expect(JSON.stringify(logLines)).not.toContain('secret=1')
  })

  test('the client address comes from X-Forwarded-For only when a proxy is trusted', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' }
    await (await fetch(server.url + '/api/health?direct', { headers })).text()
    await (await fetch(proxied.url + '/api/products/category/elliptical', { headers })).text()
    const lines = await logged()
    const direct = lines.findLast((entry) => entry.path === '/api/health')
    // One trusted proxy: the address it appended, not the one the client could have forged before it.
    const viaProxy = lines.findLast((entry) => entry.path === '/api/products/category/elliptical')
    expect(direct?.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
    expect(viaProxy?.ip).toBe('198.51.100.7')
  })

  test('an error goes to the log with its stack and never into the answer', async () => {
    const response = await fetch(broken.url + '/api/products')
    expect(response.status).toBe(500)
    const body = await response.text()
    expect(body).not.toMatch(/injected fault|\n\s+at /)
    const failure = (await logged()).findLast((entry) => entry.msg === 'request failed')
    expect(failure).toMatchObject({ level: 50, method: 'GET', path: '/api/products' })
    expect((failure?.err as { stack?: string } | undefined)?.stack).toMatch(/injected fault: the catalogue cannot be read\n\s+at /)
  })
})
