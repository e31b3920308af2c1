import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clientDir } from '../../api/generate/generatedFiles.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import { sitemapLocs } from '../support/sitemap.ts'

// dist/client on a plain static file server (node's own, no project code): what a CDN or any
// static host does with it. Clean URLs resolve the common way: the path, then path + ".html".

const dir = clientDir(projectRoot())
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.xml': 'application/xml', '.txt': 'text/plain' }

function fileFor(urlPath: string): string | undefined {
  const base = join(dir, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''))
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

let server: Server
let origin: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const file = fileFor(new URL(request.url ?? '/', 'http://x').pathname)
    if (!file) {
      response.writeHead(404, { 'Content-Type': TYPES['.html'] })
      createReadStream(join(dir, '404.html')).pipe(response)
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('a plain static server over dist/client answers every sitemap URL with complete HTML', async () => {
  const { site } = siteContent()
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = sitemapLocs(sitemap).map((loc) => loc.slice(site.url.length))
  expect(paths.length).toBeGreaterThan(20)
  for (const path of paths) {
    const response = await fetch(origin + path)
    expect(response.status, path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/^<!DOCTYPE html>/)
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/)
    expect(html, path).toContain('</footer>')
    expect(html, path).toContain(`<link rel="canonical" href="${site.url}${path}" />`)
    // Everything the page links to for its look and behaviour is in the folder too.
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/(?:assets|images)\/[^"]+)"/g)) {
      expect(fileFor(asset!), `${path} needs ${asset}`).toBeDefined()
    }
  }
})

test('robots.txt is there, and an unknown path gets the generated 404 page', async () => {
  expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain('Sitemap: ')
  const missing = await fetch(`${origin}/no-such-page`)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toContain('Page not found')
})
