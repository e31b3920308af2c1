import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { nuErrors } from '../support/nuHtmlChecker.ts'
import { servedSitemapPaths } from '../support/sitemap.ts'
import { siteUrl } from './browser.ts'

// Valid HTML: the W3C Nu HTML Checker finds no error on any page the production
// server answers: every sitemap URL (generated files) and the kinds rendered from the query.

const dir = mkdtempSync(join(tmpdir(), 'nu-html-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function queryRenderedPaths(): string[] {
  const treadmills = siteContent().catalogue.category('treadmills')!.data
  const ids = treadmills.slice(0, 3).map((product) => product.id)
  return [
    '/search?query=folding%20treadmill',
    '/search?query=zzzz-no-such-product',
    '/category/treadmills?sort=price-low&rating=9&maxPrice=2000&page=1',
    '/category/treadmills?page=2',
    `/product-compare?category=treadmills&ids=${ids.join(',')}`,
    `/product-compare/print?category=treadmills&ids=${ids.join(',')}`,
    '/no-such-page',
  ]
}

test('every generated page and every query-rendered kind is valid HTML', async () => {
  // The content loads first: seconds on a busy machine would let the server drop the kept-alive
  // connection the sitemap came on just as the next request reuses it.
  const queried = queryRenderedPaths()
  const paths = [...(await servedSitemapPaths(siteUrl())), ...queried]
  expect(paths.length).toBeGreaterThan(30)
  const fileOf = new Map<string, string>()
  for (const [i, path] of paths.entries()) {
    const file = join(dir, `page-${i}.html`)
    writeFileSync(file, await (await fetch(siteUrl() + path)).text())
    fileOf.set(`file:${file}`, path)
  }
  // A document the checker must reject, so this test cannot pass by checking nothing.
  const broken = join(dir, 'broken.html')
  writeFileSync(broken, `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><span aria-label="x">x</span></body></html>`)

  const errors = await nuErrors([...fileOf.values()].map((_, i) => join(dir, `page-${i}.html`)).concat(broken))
  const byPage = errors.map((error) => `${fileOf.get(error.url) ?? error.url}:${error.lastLine}:${error.firstColumn} ${error.message}`)
  expect(byPage.filter((line) => line.startsWith('file:') && line.includes('broken.html'))).not.toEqual([])
  expect(byPage.filter((line) => !line.includes('broken.html'))).toEqual([])
}, 180_000)
