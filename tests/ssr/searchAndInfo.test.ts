import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { fixtureContent } from '../support/content.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

describe('search results page', () => {
  test('lists matching products in the raw HTML, each linking to its review or category', async () => {
    const { status, html } = await fetchPage(site, '/search?query=magnetic%20rowing')
    expect(status).toBe(200)
    expect(html).toContain('<title>Search results for &quot;magnetic rowing&quot; | Best Home Gym Equipment</title>')
    expect(html).toContain('Oarline Classic R1 Magnetic Rowing Machine')
    expect(html).toContain('href="/product/oarline-classic-r1"')
    expect(html).toMatch(/href="\/category\/rowing-machines"/)
    expect(html).toMatch(/\d+ products found/)
    expect(html).toContain('rel="sponsored nofollow noopener noreferrer"')
  })

  test('no match says so and suggests what to try', async () => {
    const { status, html } = await fetchPage(site, '/search?query=hoverboard')
    expect(status).toBe(200)
    expect(html).toContain('No products found for &quot;hoverboard&quot;.')
  })

  test('an empty or missing query asks for one instead of failing', async () => {
    for (const path of ['/search', '/search?query=', '/search?query=%20%20']) {
      const { status, html } = await fetchPage(site, path)
      expect(status).toBe(200)
      expect(html).toContain('Search products')
    }
  })

  test('markup in the query is shown as text, never run', async () => {
    const { html } = await fetchPage(site, '/search?query=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('information pages', () => {
  const paths = [...fixtureContent().infoPages.keys()]

  test('the header and footer links all have pages', () => {
    for (const path of ['/about', '/blog', '/privacy', '/terms', '/disclosure', '/how-we-rank']) expect(paths).toContain(path)
  })

  test.each(paths)('%s is complete in the raw HTML', async (path) => {
    const page = fixtureContent().infoPages.get(path)!
    const { status, html } = await fetchPage(site, path)
    expect(status).toBe(200)
    expect(html).toContain(`<title>${page.seo.title.replaceAll('&', '&amp;')}</title>`)
    expect(html).toMatch(/<h1>[^<]+<\/h1>/)
    if (page.lastUpdated) expect(html).toMatch(/Last updated: <time dateTime="\d{4}-\d{2}-\d{2}">\w+ \d{1,2}, \d{4}<\/time>/)
  })

  test('an unknown one-segment path is still a 404 page', async () => {
    const { status, html } = await fetchPage(site, '/not-a-page')
    expect(status).toBe(404)
    expect(html).toContain('Page not found')
  })
})

describe('guides', () => {
  test('each guide shows its products to pick from in the raw HTML', async () => {
    const guides = [...fixtureContent().infoPages.keys()].filter((path) => path.startsWith('/guides/'))
    expect(guides.sort()).toEqual(['/guides/elliptical-vs-treadmill', '/guides/recumbent-bike', '/guides/rowing-machine'])
    const { status, html } = await fetchPage(site, '/guides/elliptical-vs-treadmill')
    expect(status).toBe(200)
    const titles = fixtureContent().catalogue.category('elliptical')!.data[0]!.title
    expect(html).toContain(titles)
    expect(html).toContain(fixtureContent().catalogue.category('treadmills')!.data[0]!.title)
    expect(html.match(/class="product-picker__card"/g)).toHaveLength(8)
  })

  test('an unknown guide is a 404 page', async () => {
    const { status } = await fetchPage(site, '/guides/no-such-guide')
    expect(status).toBe(404)
  })
})
