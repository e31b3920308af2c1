import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { clientDir } from '../../api/generate/generatedFiles.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { previewUrl } from '../../engine/shop/images.ts'
import { siteContent } from '../support/content.ts'
import { canonicalOf, jsonLdBlocks, metaContent, pageText, titleOf } from '../support/htmlHead.ts'
import { checkNode } from '../support/schemaOrg.ts'
import { builtSitemapPages } from '../support/sitemap.ts'
import { formatPrice } from '../../engine/format/money.ts'

// Every page of the sitemap, as the build wrote it (what search engines and CDNs are given).
const origin = siteContent().site.url
const pages = builtSitemapPages()
const urls = pages.map(({ url }) => url)
const dir = clientDir(projectRoot())

describe('every sitemap URL', () => {
  test('the sitemap lists only the configured origin', () => {
    expect(urls.length).toBeGreaterThan(30)
    for (const url of urls) expect(url.startsWith(`${origin}/`)).toBe(true)
  })

  test.each(pages)('$url: absolute canonical, Open Graph and Twitter card on the configured origin', ({ url, html }) => {
    expect(canonicalOf(html)).toBe(url)
    expect(metaContent(html, 'og:url')).toBe(url)
    expect(metaContent(html, 'og:title')).toBe(titleOf(html))
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'))
    expect(metaContent(html, 'og:type')).toMatch(/^(website|article)$/)
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/images/.+`))
    expect(Number(metaContent(html, 'og:image:width'))).toBeGreaterThan(0)
    expect(Number(metaContent(html, 'og:image:height'))).toBeGreaterThan(0)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'))
    expect(html).not.toContain('name="robots"')
  })

  test('titles and descriptions are unique across the sitemap', () => {
    const titles = pages.map(({ html }) => titleOf(html))
    const descriptions = pages.map(({ html }) => metaContent(html, 'description'))
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([])
    expect(descriptions.filter((description, i) => descriptions.indexOf(description) !== i)).toEqual([])
  })

  test.each(pages)('$url: every JSON-LD block has its type\'s required properties, on the configured origin', ({ html }) => {
    for (const block of jsonLdBlocks(html)) {
      expect(block['@context']).toBe('https://schema.org')
      expect(checkNode(block, origin)).toEqual([])
    }
    expect(html).not.toContain('aggregateRating')
  })
})

type Node = Record<string, unknown> & { '@type': string }
const nodesOf = (html: string, type: string) => jsonLdBlocks(html).filter((block): block is Node => block['@type'] === type)
const listNames = (list: unknown) => ((list as { itemListElement: { name: string }[] }).itemListElement).map((item) => item.name)

describe('structured data says what the page shows', () => {
  const reviews = pages.filter(({ url }) => url.includes('/product/'))

  test('every review page has one Product with the site\'s Review, and a BreadcrumbList', () => {
    expect(reviews).toHaveLength(siteContent().reviews.size)
    for (const { html } of reviews) {
      expect(nodesOf(html, 'Product')).toHaveLength(1)
      expect(nodesOf(html, 'BreadcrumbList')).toHaveLength(1)
    }
  })

  test.each(reviews)('$url: name, price, score, notes, dates and breadcrumb are the page\'s own', ({ html }) => {
    const text = pageText(html)
    const product = nodesOf(html, 'Product')[0]!
    const review = product.review as Node
    const h1 = html.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]!
    expect(h1.startsWith(`${product.name as string} review: `)).toBe(true)
    expect(metaContent(html, 'og:image')).toBe(origin + previewUrl(new URL((product.image as string[])[0]!).pathname))
    expect(metaContent(html, 'og:type')).toBe('article')
    // Every retailer's offer the markup names is in the page's offers table, the lowest among them.
    const offers = product.offers as Node
    expect(text).toContain(formatPrice(Number(offers.lowPrice)))
    for (const offer of offers.offers as Node[]) expect(text).toContain(formatPrice(Number(offer.price)))
    const rating = review.reviewRating as { ratingValue: number; bestRating: number }
    expect(rating.bestRating).toBe(10)
    expect(text).toContain(`Our score ${rating.ratingValue.toFixed(1)}/10`)
    expect(html).toContain(`<time dateTime="${review.dateModified as string}">`)
    expect((review.author as Node).name).toBe(siteContent().site.name)
    expect(text).toContain(`${review.creditText as string} · Last updated`)
    for (const note of [...listNames(review.positiveNotes), ...listNames(review.negativeNotes)]) expect(text).toContain(note)
    const crumbs = nodesOf(html, 'BreadcrumbList')[0]!
    const nav = pageText(html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)![0])
    for (const name of listNames(crumbs)) expect(nav).toContain(name)
  })

  const articles = pages.filter(({ url }) => siteContent().infoPages.has(new URL(url).pathname))

  test('every guide and information page has one Article and a BreadcrumbList', () => {
    expect(articles.some(({ url }) => url.includes('/guides/'))).toBe(true)
    expect(articles.length).toBe(siteContent().infoPages.size)
    for (const { url, html } of articles) {
      expect(nodesOf(html, 'Article'), url).toHaveLength(1)
      expect(nodesOf(html, 'BreadcrumbList'), url).toHaveLength(1)
    }
  })

  test.each(articles)('$url: the Article and breadcrumb say what the page shows', ({ html }) => {
    const article = nodesOf(html, 'Article')[0]!
    const h1 = pageText(html.match(/<h1[^>]*>[\s\S]*?<\/h1>/)![0]).trim()
    expect(article.headline).toBe(h1)
    expect((article.author as Node).name).toBe(siteContent().site.name)
    const crumbs = listNames(nodesOf(html, 'BreadcrumbList')[0]!)
    const nav = html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)
    expect(nav).not.toBeNull()
    expect([...nav![0].matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => pageText(item!).trim())).toEqual(crumbs)
    expect(crumbs.at(-1)).toBe(h1)
  })

  const guides = articles.filter(({ url }) => new URL(url).pathname.startsWith('/guides/'))

  test.each(guides)('$url: the breadcrumb goes Home > Guides > the guide, Guides linking to the guides index', ({ html }) => {
    const h1 = pageText(html.match(/<h1[^>]*>[\s\S]*?<\/h1>/)![0]).trim()
    const crumbs = (nodesOf(html, 'BreadcrumbList')[0]!.itemListElement as { name: string; item?: string }[]).map(({ name, item }) => ({ name, item }))
    expect(crumbs).toEqual([
      { name: 'Home', item: `${origin}/` },
      { name: 'Guides', item: `${origin}/guides` },
      { name: h1, item: undefined },
    ])
    const nav = html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)![0]
    expect(nav).toMatch(/<a href="\/guides">Guides<\/a>/)
  })

  test.each(articles.filter((page) => !guides.includes(page)))('$url: an information page\'s breadcrumb is Home > the page', ({ html }) => {
    expect(listNames(nodesOf(html, 'BreadcrumbList')[0]!)).toHaveLength(2)
  })

  test.each(pages.filter(({ url }) => url.includes('/category/')))('$url: the ItemList is the ranking the cards show, linking to reviews', ({ url, html }) => {
    const list = nodesOf(html, 'ItemList')[0]!
    const items = list.itemListElement as { position: number; name: string; url?: string }[]
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1))
    const text = pageText(html)
    const shown = items.slice(0, siteContent().site.listing.pageSize)
    for (const item of shown) {
      expect(text).toContain(item.name)
      if (item.url) expect(html).toContain(`href="${item.url.slice(origin.length)}"`)
    }
    // A category whose products have no review yet links to none; one with reviews links to them.
    const listing = siteContent().catalogue.category(url.slice(url.lastIndexOf('/') + 1))!
    expect(items.some((item) => item.url)).toBe(listing.data.some((product) => product.pageLink))
  })

  test('the home page names the organisation and the site, with a search action for /search?query=', () => {
    const home = pages.find(({ url }) => url === `${origin}/`)!.html
    const [organization] = nodesOf(home, 'Organization')
    const [site] = nodesOf(home, 'WebSite')
    expect(organization?.name).toBe(siteContent().site.name)
    expect(pageText(home)).toContain(organization!.email as string)
    const action = site!.potentialAction as { target: { urlTemplate: string } }
    expect(action.target.urlTemplate).toBe(`${origin}/search?query={search_term_string}`)
  })
})

test('the 404 page is noindex and names no canonical', () => {
  const html = readFileSync(join(dir, '404.html'), 'utf8')
  expect(html).toContain('<meta name="robots" content="noindex" />')
  expect(canonicalOf(html)).toBeUndefined()
  expect(jsonLdBlocks(html)).toEqual([])
})
