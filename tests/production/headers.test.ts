import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inlineScriptHash } from '../../api/middleware/securityHeaders.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { SPECULATION_RULES } from '../../engine/seo/speculationRules.ts'
import { WITHOUT_SCRIPT_STYLE } from '../../engine/seo/withoutScriptStyle.ts'
import { brokenContent, startProduction } from '../support/startProduction.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
let broken: Started
let proxied: Started
beforeAll(async () => {
  site = await startProduction()
  broken = await startProduction({ getContent: brokenContent })
  proxied = await startProduction({ trustProxy: 1 })
})
afterAll(async () => {
  await Promise.all([site.close(), broken.close(), proxied.close()])
})

const asset = () => {
  const dir = join(projectRoot(), 'dist/client/assets/entries')
  return `/assets/entries/${readdirSync(dir).find((name) => name.endsWith('.js'))}`
}

/** Every kind of answer, with the status it must have. */
const answers: [string, () => Started, () => string, number][] = [
  ['an HTML page', () => site, () => '/', 200],
  ['an API answer', () => site, () => '/api/products', 200],
  ['a built asset', () => site, asset, 200],
  ['a catalogue image', () => site, () => '/images/treadmills/stridewell-t600-1.svg', 200],
  ['a 404 page', () => site, () => '/no-such-page', 404],
  ['an API 404', () => site, () => '/api/none', 404],
  // Generated pages never read the content on request; a query view is rendered, so it fails.
  ['a 500 page', () => broken, () => '/category/treadmills?sort=price-asc', 500],
  ['an API 500', () => broken, () => '/api/products', 500],
]

describe('security headers on every kind of answer', () => {
  test.each(answers)('%s', async (_kind, server, path, status) => {
    const response = await fetch(server().url + path(), { redirect: 'manual' })
    expect(response.status).toBe(status)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('https:')
    for (const directive of ["default-src 'self'", "style-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", `script-src 'self' ${inlineScriptHash(SPECULATION_RULES)}`]) {
      expect(csp).toContain(directive)
    }
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toBeNull()
    if (status >= 400) expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.text()
    expect(body).not.toMatch(/\n\s+at |injected fault|node_modules|\/work\//)
  })
})

describe('HSTS only over HTTPS', () => {
  test('X-Forwarded-Proto is ignored unless TRUST_PROXY trusts the proxy that sets it', async () => {
    const direct = await fetch(site.url + '/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(direct.headers.get('strict-transport-security')).toBeNull()
    const viaProxy = await fetch(proxied.url + '/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const plainViaProxy = await fetch(proxied.url + '/', { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(plainViaProxy.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('no inline styles or unhashed inline scripts in server HTML', () => {
  test.each(['/', '/category/treadmills', '/search?query=treadmill', '/compare', '/about', '/no-such-page'])('%s', async (path) => {
    const response = await fetch(site.url + path)
    const html = await response.text()
    expect(html).not.toMatch(/\sstyle=/i)
    // The one style element is the no-JavaScript style inside <noscript>, allowed by its hash.
    const withoutScript = `<noscript><style>${WITHOUT_SCRIPT_STYLE}</style></noscript>`
    expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' ${inlineScriptHash(WITHOUT_SCRIPT_STYLE)}`)
    expect(html.replace(withoutScript, '')).not.toMatch(/<style[\s>]/i)
    // Inline scripts are data (application/json, JSON-LD: never executed, so outside the CSP) or
    // the speculation rules, whose hash the CSP allows.
    for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue
      expect(attributes).toContain('type="speculationrules"')
      expect(text).toBe(SPECULATION_RULES)
    }
  })
})

describe('page-data URLs are never served', () => {
  // Pages are documents: nothing asks for Vike's page-data JSON, so it is never served or cached.
  test.each([
    [() => site, '/category/treadmills/index.pageContext.json'],
    [() => broken, '/category/treadmills/index.pageContext.json'],
    [() => site, '/assets/entries//index.pageContext.json'],
  ])('%#: 404 and no-store', async (server, path) => {
    const response = await fetch(server().url + path)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).not.toContain('pageId')
  })
})
