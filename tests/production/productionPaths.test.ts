import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { manifestPath } from '../../api/generate/generatedFiles.ts'
import type { GeneratedManifest } from '../../api/generate/generatedFiles.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { capturedLog } from '../support/capturedLog.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Production answers only what production has: the development server's paths are plain 404s,
// and each generated file answers at its canonical URL only.

const { lines: logLines, logger } = capturedLog()

let site: Started
beforeAll(async () => {
  site = await startProduction({ logger })
})
afterAll(() => site.close())

const get = (path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { redirect: 'manual', headers })
const manifest = () => JSON.parse(readFileSync(manifestPath(projectRoot()), 'utf8')) as GeneratedManifest

describe('development paths are 404 in production, with nothing at error level in the log', () => {
  test.each(['/@vite/client', '/__vite_ping', '/@fs/etc/passwd', '/@id/react', '/@react-refresh', '/node_modules/.vite/deps/react.js', '/@vite/env', '/src/main.ts?import'])('%s', async (path) => {
    const before = logLines.length
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toMatch(/\n\s+at /)
    await new Promise((resolve) => setImmediate(resolve))
    const logged = logLines.slice(before)
    expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([])
    expect(JSON.stringify(logged)).not.toMatch(/\\n\s+at /)
  })
})

describe('a generated page answers only at its canonical URL', () => {
  test('every generated page file name redirects (301) to the page', async () => {
    for (const { url, file } of manifest().pages) {
      const response = await get(`/${file}`)
      expect(response.status, file).toBe(301)
      expect(response.headers.get('location'), file).toBe(url)
    }
  })

  test('the 404 page file is a 404, not a page that says 200', async () => {
    const response = await get(`/${manifest().notFound}`)
    expect(response.status).toBe(404)
  })

  test('a query string survives the redirect to the canonical page', async () => {
    const { url, file } = manifest().pages.find((page) => page.url !== '/')!
    const response = await get(`/${file}?ref=x`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`${url}?ref=x`)
  })
})

describe('compressed twins are only ever a Content-Encoding of their canonical URL', () => {
  test.each(['br', 'gz'])('no .%s twin is sent raw, whatever the Accept-Encoding', async (suffix) => {
    const { file } = manifest().pages[0]!
    const twins = [`/${file}.${suffix}`, `/${manifest().notFound}.${suffix}`, `/sitemap.xml.${suffix}`, `/robots.txt.${suffix}`]
    for (const path of twins) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await get(path, { 'accept-encoding': encoding })
        expect(response.status, `${path} with ${encoding}`).toBe(404)
        expect(response.headers.get('content-type') ?? '', path).not.toMatch(/octet-stream|gzip|brotli/)
      }
    }
  })

  test('a hashed asset\'s twin is not sent raw either, while the asset itself is served compressed', async () => {
    const html = await (await get('/')).text()
    const asset = /(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const compressed = await get(asset!, { 'accept-encoding': 'br' })
    expect(compressed.status).toBe(200)
    expect(compressed.headers.get('content-encoding')).toBe('br')
    for (const suffix of ['br', 'gz']) expect((await get(`${asset!}.${suffix}`)).status, suffix).toBe(404)
  })
})
