import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { renderUrl } from '../../api/generate/renderUrl.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import { decodeHtml } from '../support/htmlHead.ts'
import { builtSitemapPages } from '../support/sitemap.ts'

const content = siteContent()

/** What frames the page body: the site's header and footer, or nothing but the main area. */
function frameOf(html: string): 'site' | 'bare' {
  const header = html.includes('<header class="header">')
  const footer = html.includes('<footer class="footer">')
  expect(header, 'header and footer come together').toBe(footer)
  expect(html).toMatch(/<main id="main"/)
  return header ? 'site' : 'bare'
}

async function render(url: string, from: Content = content, options = {}): Promise<{ status: number; html: string }> {
  const rendered = await renderUrl(from, url, {}, options)
  return { status: rendered?.status ?? 0, html: decodeHtml((rendered?.body ?? '').replaceAll('<!-- -->', '')) }
}

test('every sitemap page has the site layout: header and footer around its body', () => {
  for (const { url, html } of builtSitemapPages()) expect(frameOf(html), url).toBe('site')
})

test('the section gallery is bare: its sections alone, without header or footer', async () => {
  const { status, html } = await render('/_sections', content, { sectionGallery: true })
  expect(status).toBe(200)
  expect(frameOf(html)).toBe('bare')
  expect(html).toMatch(/<h1[\s>]/)
})

describe('the print view of a comparison', () => {
  const shortlists = content.categories
    .all()
    .map((category) => ({ category, products: (content.catalogue.category(category.slug)?.data ?? []).slice(0, 3) }))
    .filter(({ products }) => products.length >= 2)

  test('for every category, the comparison of some of its products links to a bare, noindex print view listing exactly them', async () => {
    expect(shortlists.length).toBeGreaterThan(0)
    for (const { category, products } of shortlists) {
      const ids = products.map((product) => product.id).join(',')
      const compare = await render(`/product-compare?category=${category.slug}&ids=${ids}`)
      const printHref = `/product-compare/print?category=${category.slug}&ids=${ids}`
      expect(compare.html, category.slug).toContain(`href="${printHref}"`)
      const print = await render(printHref)
      expect(print.status, printHref).toBe(200)
      expect(frameOf(print.html), printHref).toBe('bare')
      expect(print.html).toContain('<meta name="robots" content="noindex" />')
      expect(print.html).not.toContain('rel="canonical"')
      const columns = [...print.html.matchAll(/<span class="comparison-table__name">(?:<a [^>]*>)?([^<]*)/g)].map((match) => match[1])
      expect(columns).toEqual(products.map((product) => product.title))
      for (const row of category.generalCompareRows) expect(print.html).toContain(`<th scope="row">${row.label}`)
      expect(print.html).toContain(`href="/product-compare?category=${category.slug}&ids=${ids}"`)
    }
  })

  test('without a choice, or with ids of no product, it says what to do and links back to choose', async () => {
    const { category } = shortlists[0]!
    for (const query of [`?category=${category.slug}`, `?category=${category.slug}&ids=no-such-product`, '']) {
      const { status, html } = await render(`/product-compare/print${query}`)
      expect(status, query).toBe(200)
      expect(html, query).toContain('No products chosen yet.')
      expect(html, query).not.toContain('<table')
    }
  })
})

describe("a page's YAML overrides its kind's layout", () => {
  let root: string
  let edited: Content
  const infoPath = [...content.infoPages.keys()].find((path) => !path.startsWith('/guides/'))!
  const reviewSlug = [...content.reviews.keys()][0]!

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'page-layout-'))
    for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(projectRoot(), dir), join(root, dir), { recursive: true })
    for (const file of [`pages-config/pages${infoPath}.yaml`, `pages-config/reviews/${reviewSlug}.yaml`]) {
      const text = readFileSync(join(root, file), 'utf8')
      writeFileSync(join(root, file), text.replace(/\n/, '\nlayout: bare\n'))
    }
    const result = loadContent(root)
    if (!result.ok) throw new Error(formatProblems(result.problems))
    edited = result.content
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  test('an information page and a review that say `layout: bare` are drawn bare; the others keep the site layout', async () => {
    expect(frameOf((await render(infoPath, edited)).html)).toBe('bare')
    expect(frameOf((await render(`/product/${reviewSlug}`, edited)).html)).toBe('bare')
    const otherReview = [...edited.reviews.keys()].find((slug) => slug !== reviewSlug)!
    expect(frameOf((await render(`/product/${otherReview}`, edited)).html)).toBe('site')
    expect(frameOf((await render('/', edited)).html)).toBe('site')
  })

  test('a layout the schema does not know is a content problem at its line', () => {
    const file = `pages-config/pages${infoPath}.yaml`
    const text = readFileSync(join(root, file), 'utf8')
    writeFileSync(join(root, file), text.replace('layout: bare', 'layout: wide'))
    const result = loadContent(root)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : formatProblems(result.problems)).toMatch(new RegExp(`${file}:2:\\d+\\s+/layout`))
  })
})
