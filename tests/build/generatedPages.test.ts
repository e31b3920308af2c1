import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clientDir, fileForUrl } from '../../api/generate/generatedFiles.ts'
import { generatedUrls } from '../../api/generate/generateSite.ts'
import { renderCount } from '../../api/generate/renderUrl.ts'
import { sitemapPaths } from '../../api/generate/seoFiles.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

const content = siteContent()
const dist = clientDir(projectRoot())
const { html: HTML_POLICY, assets: ASSET_POLICY, api: API_POLICY, errors: ERROR_POLICY } = content.site.cache

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

/** Node's fetch decompresses; `raw` keeps the bytes as sent, to compare them with the files. */
const get = (path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { headers, redirect: 'manual' })

test('the build wrote every sitemap URL as HTML with its .br and .gz twins', () => {
  for (const url of sitemapPaths(content)) {
    const file = join(dist, fileForUrl(url))
    const html = readFileSync(file, 'utf8')
    expect(html, url).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>\s*$/)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), url).toBe(html)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), url).toBe(html)
  }
  for (const file of ['404.html', 'sitemap.xml', 'robots.txt']) expect(readFileSync(join(dist, `${file}.br`)).length).toBeGreaterThan(0)
})

test('generated URLs are answered without rendering, the precompressed twin by Accept-Encoding', async () => {
  const before = renderCount()
  for (const url of generatedUrls(content)) {
    const response = await get(url, { 'Accept-Encoding': 'br' })
    expect(response.status, url).toBe(200)
    expect(response.headers.get('content-encoding'), url).toBe('br')
    expect(response.headers.get('cache-control'), url).toBe(HTML_POLICY)
    expect(await response.text(), url).toBe(readFileSync(join(dist, fileForUrl(url)), 'utf8'))
  }
  const gzip = await get('/about', { 'Accept-Encoding': 'gzip' })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  expect(renderCount()).toBe(before)
})

test('a generated page has a strong ETag and answers 304 on revalidation', async () => {
  const first = await get('/product/aerorow-pro-air')
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
  const again = await get('/product/aerorow-pro-air', { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' })
  expect(again.status).toBe(304)
})

test('a filtered view is rendered once, then answered from the cache of the loaded content', async () => {
  const url = '/category/treadmills?sort=price-low&rating=8'
  const before = renderCount()
  const first = await get(url)
  expect(first.status).toBe(200)
  expect(first.headers.get('cache-control')).toBe(HTML_POLICY)
  const body = await first.text()
  expect(renderCount()).toBe(before + 1)
  const second = await get(url)
  expect(await second.text()).toBe(body)
  expect(renderCount()).toBe(before + 1)
})

test('each response kind carries its cache policy from site.yaml', async () => {
  const api = await get('/api/products/category/treadmills', { 'Accept-Encoding': 'br' })
  expect(api.headers.get('cache-control')).toBe(API_POLICY)
  expect(api.headers.get('content-encoding')).toBe('br')
  expect(api.headers.get('etag')).toMatch(/^"/)
  expect((await api.json()).data.length).toBe(content.catalogue.category('treadmills')!.data.length)

  const html = await (await get('/')).text()
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
  const script = await get(asset, { 'Accept-Encoding': 'br' })
  expect(script.headers.get('cache-control')).toBe(ASSET_POLICY)
  expect(script.headers.get('content-encoding')).toBe('br')

  for (const path of ['/no-such-page', '/api/products/category/no-such', '/product/no-such-machine']) {
    const error = await get(path)
    expect(error.status, path).toBe(404)
    expect(error.headers.get('cache-control'), path).toBe(ERROR_POLICY)
  }
})

test('pages link one stylesheet bundle (not one file per CSS module), generated or rendered on request', async () => {
  for (const path of ['/', '/product/aerorow-pro-air', '/about', '/category/treadmills', '/category/treadmills?sort=price-high', '/search?query=treadmill']) {
    const html = await (await get(path)).text()
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/static\/bundle\.[\w-]+\.css)">/g)]
    expect(links, path).toHaveLength(1)
    // The CSS modules the bundle holds stay listed, disabled: never fetched, never applied.
    expect(html.match(/rel="stylesheet"(?![^>]* disabled>)/g), path).toHaveLength(1)
    expect(html.match(/<link rel="stylesheet" href="\/assets\/static\/(?!bundle\.)[^"]+\.css" disabled>/g)?.length, path).toBe((html.match(/rel="stylesheet"/g)?.length ?? 0) - 1)
    const css = await get(links[0]![1]!)
    expect(css.status, path).toBe(200)
    expect(await css.text(), path).toContain('.header__bar')
  }
})

test('the largest image is asked for from the head, with the stylesheet, not after the header markup', async () => {
  for (const path of ['/product/aerorow-pro-air', '/category/treadmills', '/category/treadmills?sort=price-high']) {
    const html = await (await get(path)).text()
    const [head, body] = html.split('</head>')
    expect(head, path).toMatch(/<link rel="preload" as="image" href="\/images\/[^"]+" fetchPriority="high"\/>/)
    expect(body, path).not.toContain('rel="preload"')
  }
})
