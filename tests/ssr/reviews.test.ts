import { afterAll, beforeAll, expect, test } from 'vitest'
import { categoryPath } from '../../engine/catalogue/Categories.ts'
import { formatDay } from '../../engine/format/dates.ts'
import { testCitation } from '../../engine/prose/tokenValues.ts'
import { AFFILIATE_REL } from '../../engine/shop/affiliate.ts'
import { buyLabels } from '../support/buyLabels.ts'
import { fixtureContent } from '../support/content.ts'
import { literally, shopHosts, shopOfBuyLink } from '../support/shopOfBuyLink.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const reviews = [...content.reviews].map(([slug, review]) => ({ slug, review, product: content.catalogue.byId(review.product)! }))

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')
const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? []
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

test.each(reviews.map((r) => [r.slug, r] as const))('/product/%s is complete in the raw HTML', async (slug, { review, product }) => {
  const { status, html } = await fetchPage(site, `/product/${slug}`)
  expect(status).toBe(200)

  // The title and the one main heading describe this review: its product, then its verdict.
  const headline = review.verdict ? `${product.title} review: ${review.verdict}` : `${product.title} review: our score ${product.ourScore.overall.toFixed(1)}/10`
  expect(html).toContain(`<title>${escapeHtml(headline).replaceAll('&#x27;', "'")}</title>`)
  const headings = html.match(/<h1[^>]*>(.*?)<\/h1>/g) ?? []
  expect(headings).toHaveLength(1)
  expect(headings[0]).toContain(`>${escapeHtml(headline)}</h1>`)

  // Every control that leads to the retailer is a real link in a new tab with the affiliate rel.
  const hosts = shopHosts()
  const buyLinks = anchors(html).filter((tag) => hosts.some((host) => attr(tag, 'href')?.startsWith(`https://${host}/`)))
  expect(buyLinks.length).toBeGreaterThanOrEqual(1)
  for (const tag of buyLinks) {
    expect(attr(tag, 'target'), tag).toBe('_blank')
    expect(attr(tag, 'rel'), tag).toBe(AFFILIATE_REL)
  }
  expect(anchors(html).filter((tag) => attr(tag, 'target') === '_blank').length).toBe(buyLinks.length)

  // Every buy control names the shop its link opens, whatever else the page writes.
  const labels = buyLabels(html)
  expect(labels.length).toBeGreaterThanOrEqual(1)
  for (const [href, label] of labels) expect(label, href).toMatch(new RegExp(`(from|on) ${literally(shopOfBuyLink(href) ?? 'no shop')}$`))

  // FAQ: each question a native <details> summary, all collapsed (they work without script).
  if (review.sections.some((section) => section.type === 'faq')) {
    const questions = html.match(/<details class="faq__item"( open="")?><summary class="faq__question">/g) ?? []
    expect(questions.length).toBeGreaterThanOrEqual(1)
    expect(questions.every((q) => !q.includes('open'))).toBe(true)
  }

  // Breadcrumb: Home, the page's own category link, the brand as plain text.
  const categoryHref = review.categoryLink ?? categoryPath(product.category)
  expect(html).toContain(
    `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="${categoryHref}">${fixtureContent().categories.get(product.category)!.label}</a></li><li><span aria-current="page">${escapeHtml(product.brand)}</span></li></ol></nav>`,
  )
  expect(html).toMatch(/<button type="button" class="button button--ghost back-button" data-fallback-href="[^"]+">.*Back to products<\/button>/)
})

test('the rendered pages cover every review in the content', () => {
  expect(reviews.length).toBe(content.reviews.size)
  expect(reviews.length).toBeGreaterThanOrEqual(1)
})

// A review that cites a test record ({test:<criterion>}) shows the record's date and what was done.
const citing = reviews.flatMap(({ slug, review, product }) =>
  [...new Set([...JSON.stringify(review).matchAll(/\{test:(\w+)\}/g)].map((match) => match[1]!))].map((key) => [slug, key, product.ourScore.parts.find((part) => part.key === key)!] as const),
)

test.each(citing)('/product/%s shows its %s record where its text cites it', async (slug, _key, part) => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  expect(part.record).toBeDefined()
  expect(html).toContain(escapeHtml(testCitation(part.label, part.record!)))
  expect(html).toContain(`in our ${part.label.toLowerCase()} test on ${formatDay(part.record!.date)} (`)
  expect(html).not.toContain('{test:')
})
