import { readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clientDir } from '../../api/generate/generatedFiles.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

// Pages a shopper only reads load at most 20 KB of gzip JavaScript; application pages
// (which hydrate their body) at most 100 KB, everything they load counted.

const READ_ONLY_BUDGET = 20 * 1024
const APPLICATION_BUDGET = 100 * 1024
const PAGE_KINDS = [
  { kind: 'home', path: '/', budget: READ_ONLY_BUDGET },
  { kind: 'review', path: '/product/aerorow-pro-air', budget: READ_ONLY_BUDGET },
  { kind: 'search', path: '/search?query=rowing', budget: READ_ONLY_BUDGET },
  { kind: 'information', path: '/about', budget: READ_ONLY_BUDGET },
  { kind: 'not found', path: '/no-such-page', budget: READ_ONLY_BUDGET },
  { kind: 'category', path: '/category/treadmills', budget: APPLICATION_BUDGET },
  { kind: 'comparison', path: '/product-compare?category=treadmills', budget: APPLICATION_BUDGET },
  { kind: 'guide', path: '/guides/elliptical-vs-treadmill', budget: APPLICATION_BUDGET },
]

const dist = clientDir(projectRoot())
const VIKE_RUNTIME = /^\/assets\/entries\/entry-(?:server|client)-routing\.[\w-]+\.js$/

/** Every JavaScript file a page can load: its scripts and preloads, and what they import, static or dynamic. */
function scriptsOf(html: string): Set<string> {
  const found = new Set<string>()
  const pending = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  while (pending.length) {
    const url = pending.pop()!
    if (found.has(url)) continue
    found.add(url)
    const code = readFileSync(join(dist, url), 'utf8')
    for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) pending.push(posix.join(dirname(url), spec!))
    // Vike's runtime can import every page's entry, but loads only this page's, linked in the HTML.
    if (VIKE_RUNTIME.test(url)) continue
    // Dynamic imports (minified, they quote with backticks) and the chunks Vite's preload helper
    // fetches beside them (its __vite__mapDeps list, relative to the root).
    for (const [, spec] of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) pending.push(posix.join(dirname(url), spec!))
    for (const [, path] of code.matchAll(/"(assets\/[^"]+\.js)"/g)) pending.push(`/${path}`)
  }
  return found
}

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

test('each page kind stays within its JavaScript budget (gzip)', async () => {
  const rows: string[] = []
  const over: string[] = []
  for (const { kind, path, budget } of PAGE_KINDS) {
    const html = await (await fetch(site.url + path)).text()
    const scripts = scriptsOf(html)
    const bytes = [...scripts].reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, url)), { level: 9 }).length, 0)
    const row = `${kind.padEnd(12)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip in ${scripts.size} files (budget ${budget / 1024} KB)  ${path}`
    rows.push(row)
    if (bytes > budget) over.push(row)
  }
  console.log(`JavaScript per page kind:\n${rows.join('\n')}`)
  expect(over, `over budget:\n${over.join('\n')}`).toEqual([])
})
