import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../api/server/app.ts'
import { robotsTxt, sitemapXml } from '../../api/generate/seoFiles.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import { sitemapLocs } from '../support/sitemap.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let server: Started
beforeAll(async () => {
  const content = fixtureContent()
  server = await listen(createApp({ contentDir: FIXTURE_ROOT, getContent: () => content }))
})
afterAll(() => server.close())

test('the sitemap lists the home page, every category, review, information page, guide and the guides index, on the site\'s public origin', async () => {
  const response = await fetch(`${server.url}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
  const xml = await response.text()
  const content = fixtureContent()
  const locs = sitemapLocs(xml).map((loc) => loc.slice(content.site.url.length))
  expect(xml).toContain(`<loc>${content.site.url}/</loc>`)
  expect(locs).toContain('/')
  expect(locs).toContain('/category/elliptical')
  expect(locs).toContain('/guides/rowing-machine')
  expect(locs).toContain('/about')
  expect(locs).toContain('/guides')
  for (const slug of content.reviews.keys()) expect(locs).toContain(`/product/${slug}`)
  expect(locs).toHaveLength(1 + 5 + content.reviews.size + content.infoPages.size + 1)
})

test('robots.txt keeps crawlers out of the API and search results and names the sitemap', async () => {
  const text = await (await fetch(`${server.url}/robots.txt`)).text()
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Disallow: /search')
  expect(text).toContain(`Sitemap: ${fixtureContent().site.url}/sitemap.xml`)
})

/** A GET with a Host header of the client's choosing (fetch would not let us forge it). */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { headers: { Host: host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    })
    request.on('error', reject)
    request.end()
  })
}

test('a forged Host header changes no URL of sitemap.xml or robots.txt', async () => {
  const origin = fixtureContent().site.url
  const sitemap = await getWithHost('/sitemap.xml', 'evil.com')
  const locs = sitemapLocs(sitemap)
  expect(locs.length).toBeGreaterThan(30)
  for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true)
  expect(sitemap).not.toContain('evil.com')
  const robots = await getWithHost('/robots.txt', 'evil.com')
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  expect(robots).not.toContain('evil.com')
})

test('each review\'s lastmod is its updatedAt; a category\'s and the home page\'s are their newest review\'s', async () => {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const { site, reviews, catalogue, categories } = fixtureContent()
  const lastmod = (path: string) => xml.match(new RegExp(`<loc>${site.url}${path}</loc><lastmod>([^<]+)</lastmod>`))?.[1]
  const dates = [...reviews.values()].map((review) => review.updatedAt).sort()
  for (const [slug, review] of reviews) expect(lastmod(`/product/${slug}`)).toBe(review.updatedAt)
  expect(lastmod('/')).toBe(dates.at(-1))
  const rowing = [...reviews.values()].filter((review) => catalogue.byId(review.product)?.category === 'rowing-machines').map((review) => review.updatedAt).sort()
  expect(lastmod(categories.get('rowing-machines')!.path)).toBe(rowing.at(-1))
  expect(lastmod('/privacy')).toBe('2026-11-26')
})

test('SITE_ORIGIN overrides site.yaml\'s url for every absolute URL; a malformed one is reported', () => {
  const staging = loadContent(FIXTURE_ROOT, { env: { SITE_ORIGIN: 'https://staging.example.com' } })
  if (!staging.ok) throw new Error('content with SITE_ORIGIN set should load')
  expect(sitemapXml(staging.content)).toContain('<loc>https://staging.example.com/product/')
  expect(sitemapXml(staging.content)).not.toContain(fixtureContent().site.url)
  expect(robotsTxt(staging.content)).toContain('Sitemap: https://staging.example.com/sitemap.xml')
  const broken = loadContent(FIXTURE_ROOT, { env: { SITE_ORIGIN: 'https://staging.example.com/' } })
  expect(broken.ok ? [] : broken.problems.map((problem) => problem.message)).toEqual([
    'SITE_ORIGIN is "https://staging.example.com/"; set it to an origin without a path or trailing slash, e.g. https://staging.example.com, or leave it unset for site.yaml\'s url',
  ])
})
