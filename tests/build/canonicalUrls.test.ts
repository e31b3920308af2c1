import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sitemapPaths } from '../../api/generate/seoFiles.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'
import { startSite } from '../support/startSite.ts'

const content = siteContent()
const pages = sitemapPaths(content)

/** Other spellings of a canonical page path a visitor or a link may use, each with what it must lead to. */
function variants(path: string): [string, string][] {
  const query = '?sort=rating&from=a%2Fb'
  const list: [string, string][] = [
    [path.replace(/\//g, '//'), path],
    [`${path === '/' ? '//' : `${path}/`}${query}`, `${path}${query}`],
  ]
  if (path !== '/') list.push([`${path}/`, path], [`${path}//`, path])
  return list
}

/** Sends the path exactly as written (fetch would turn a backslash into a slash first). */
function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(base + '/', { path, method: 'GET' }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
      .on('error', reject)
      .end()
  })
}

describe.each([
  ['production', () => startProduction()],
  ['development', () => startSite({ root: resolveContentDir(), content })],
])('every page has one URL (%s)', (_mode, start) => {
  let site: Started
  beforeAll(async () => {
    site = await start()
  })
  afterAll(() => site.close())

  const get = (path: string) => fetch(site.url + path, { redirect: 'manual' })

  test('a trailing or doubled slash on any sitemap URL redirects to it, query string kept, and the target answers', async () => {
    for (const path of pages) {
      for (const [from, to] of variants(path)) {
        const response = await get(from)
        expect([301, 308], from).toContain(response.status)
        expect(response.headers.get('location'), from).toBe(to)
      }
      expect((await get(path)).status, path).toBe(200)
    }
  })

  test.each([
    ['/about/', '/about'],
    ['/guides/recumbent-bike/?compare=a', '/guides/recumbent-bike?compare=a'],
    ['/product/stridewell-t600/', '/product/stridewell-t600'],
    ['/category//treadmills', '/category/treadmills'],
    ['/category/Treadmills/', '/category/treadmills'],
    ['/search/?query=x', '/search?query=x'],
  ])('%s redirects to %s', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  test('/product/Stridewell-T600 redirects to the review in the letter case of its slug', async () => {
    const response = await get('/product/Stridewell-T600')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/product/stridewell-t600')
  })

  test('any sitemap page in other letter case, slash or not, redirects to it in one hop, as a category slug does', async () => {
    for (const path of pages.filter((page) => page !== '/')) {
      const capitalised = path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`)
      for (const spelling of [path.toUpperCase(), capitalised, `${capitalised}/`]) {
        const response = await get(`${spelling}?ref=x`)
        expect(response.status, spelling).toBe(301)
        expect(response.headers.get('location'), spelling).toBe(`${path}?ref=x`)
      }
    }
  })

  test.each(['//evil.com', '//evil.com/', '/\\evil.com', '/\\evil.com/', '/\\/evil.com/', '///evil.com//'])('%s never redirects off the site', async (path) => {
    const { status, location } = await rawGet(site.url, path)
    expect(status).toBeLessThan(500)
    if (location === undefined) return
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(new URL(location, 'https://site.example').host).toBe('site.example')
  })
})
