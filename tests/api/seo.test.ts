import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../api/app.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { realContent } from '../support/content.ts'
import { listen } from '../support/startApp.ts'
import type { Started } from '../support/startApp.ts'

let server: Started
beforeAll(async () => {
  const content = realContent()
  server = await listen(createApp({ root: projectRoot(), getContent: () => content }))
})
afterAll(() => server.close())

test('the sitemap lists the home page, every category, review, information page and guide, on the site\'s public origin', async () => {
  const response = await fetch(`${server.url}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
  const xml = await response.text()
  const content = realContent()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(content.site.url.length))
  expect(xml).toContain(`<loc>${content.site.url}/</loc>`)
  expect(locs).toContain('/')
  expect(locs).toContain('/category/elliptical')
  expect(locs).toContain('/guides/rowing-machine')
  expect(locs).toContain('/about')
  for (const slug of content.reviews.keys()) expect(locs).toContain(`/product/${slug}`)
  expect(locs).toHaveLength(1 + 5 + content.reviews.size + content.infoPages.size)
})

test('robots.txt keeps crawlers out of the API and search results and names the sitemap', async () => {
  const text = await (await fetch(`${server.url}/robots.txt`)).text()
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Disallow: /search')
  expect(text).toContain(`Sitemap: ${realContent().site.url}/sitemap.xml`)
})
