import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { fetchPage, siteServed, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite(siteServed())
})
afterAll(() => site.close())

const content = siteContent()
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ')

test.each(content.categories.all().map((category) => [category.path, category] as const))('%s names each award, its winner and its rule in the intro, and badges the winners', async (path, category) => {
  const { status, html } = await fetchPage(site, path)
  expect(status).toBe(200)
  const intro = text(/<section class="category-awards"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '')
  const listing = content.catalogue.category(category.slug)!
  for (const award of listing.awards) {
    const winner = content.catalogue.byId(award.winnerId!)!
    expect(intro).toContain(`${award.label} ${winner.title} (Our score ${winner.ourScore.overall.toFixed(1)}/10). ${award.rule}`)
  }
  // The first page's cards carry the badges of the awards their products won, and no others.
  for (const product of listing.data.slice(0, content.site.listing.pageSize)) {
    const card = new RegExp(`<article[^>]*id="product-${product.id}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? ''
    const badges = [...card.matchAll(/<span class="badge badge--award">([^<]*)<\/span>/g)].map((match) => match[1])
    expect(badges, product.id).toEqual(product.awards)
  }
})

test.each([...content.reviews].map(([slug, review]) => [slug, review.product] as const))('/product/%s shows the awards its product won, and claims no other', async (slug, id) => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  const hero = /<section class="section review-hero"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
  const awards = [...hero.matchAll(/<li class="badge badge--award">([^<]*)<\/li>/g)].map((match) => match[1])
  expect(awards).toEqual(content.catalogue.byId(id)!.awards)
  const plain = [...hero.matchAll(/<li class="badge">([^<]*)<\/li>/g)].map((match) => match[1]!)
  for (const badge of plain) expect(badge).not.toMatch(/^(best|top|most|editor)/i)
})

test.each(content.categories.all().map((category) => [category.path, category] as const))('%s says when its ranking was worked out: the method version, and the day of the newest price it read', async (path, category) => {
  const { html } = await fetchPage(site, path)
  const line = text(/<p class="listing__ranked-on">[\s\S]*?<\/p>/.exec(html)?.[0] ?? '')
  // The newest price any product of the category was ranked with: the day its best offer was read.
  // Only a method with a rule over prices ranks with them (a category's method may have none).
  const readsPrices = category.method.criteria.some((criterion) => criterion.from?.some(({ price }) => price !== undefined))
  const days = content.catalogue.category(category.slug)!.data.flatMap((product) => (product.priceCheckedAt ? [product.priceCheckedAt] : []))
  const pricesOn = readsPrices ? days.sort().at(-1) : undefined
  const rankedOn = [category.method.date, pricesOn ?? ''].sort().at(-1)!
  const long = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  expect(line).toContain(`Ranked ${long(rankedOn)} by our method, version ${category.method.version}`)
  if (pricesOn) expect(line).toContain(`with prices read ${long(pricesOn)}; price value, and the order with it, moves when prices move.`)
})
