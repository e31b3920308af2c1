import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { customerRatingText } from '../../engine/shop/rating.ts'
import { fixtureContent } from '../support/content.ts'
import { shopHosts } from '../support/shopOfBuyLink.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { formatDay } from '../../engine/format/dates.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const cards = (html: string) => [...html.matchAll(/<a class="product-card__title" id="card-([^"]+)"/g)].map((match) => match[1])

describe('category list pages in the raw HTML', () => {
  test.each(fixtureContent().categories.all().map((category) => category.slug))('/category/%s shows its heading, the first 10 ranked cards and the count', async (slug) => {
    const listing = fixtureContent().catalogue.category(slug)!
    const { status, html } = await fetchPage(site, `/category/${slug}`)
    expect(status).toBe(200)
    expect(html).toContain(`<title>${listing.seo.title}</title>`)
    const heading = html.match(/<h1 class="listing__heading"[^>]*>([^<]*)<\/h1>/)
    expect(heading?.[1]).toBe(listing.seo.title)
    expect(cards(html)).toEqual(listing.data.slice(0, 10).map((product) => product.id))
    expect(html).toContain(`Showing ${Math.min(10, listing.data.length)} of ${listing.data.length} products`)
    expect(html).toContain('Exercise Overview')
    expect(html).not.toContain('Loading products...')
  })

  test('each product card names its product in a level-2 heading, under the page h1', async () => {
    const listing = fixtureContent().catalogue.category('treadmills')!
    const { html } = await fetchPage(site, '/category/treadmills')
    const headings = [...html.matchAll(/<article class="product-card[^"]*"[^>]*>[\s\S]*?<h2 class="product-card__heading"><a [^>]*>([^<]+)<\/a><\/h2>/g)]
    expect(headings.map((match) => match[1])).toEqual(listing.data.slice(0, 10).map((product) => product.title))
  })

  test('the first card image is fetched first, the others lazily, all with width and height', async () => {
    const { html } = await fetchPage(site, '/category/treadmills')
    const images = [...html.matchAll(/<a class="product-card__image"[^>]*>(?:<span [^>]*>)?(<img [^>]*>)/g)].map((match) => match[1]!)
    expect(images.length).toBe(10)
    expect(images[0]).toMatch(/fetchpriority="high"/i)
    expect(images[0]).not.toContain('loading="lazy"')
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"')
    for (const image of images) expect(image).toMatch(/width="600" height="400"/)
  })

  test('the sort and page in the query change what the server renders', async () => {
    const listing = fixtureContent().catalogue.category('treadmills')!
    const price = (p: (typeof listing.data)[number]) => p.price!.discount ?? p.price!.regular
    const cheapest = [...listing.data].sort((a, b) => price(a) - price(b))[0]!
    const sortedPage = await fetchPage(site, '/category/treadmills?sort=price-low')
    expect(sortedPage.html).toContain(`<link rel="canonical" href="${fixtureContent().site.url}/category/treadmills" />`)
    const sorted = cards(sortedPage.html)
    expect(sorted[0]).toBe(cheapest.id)
    const second = await fetchPage(site, '/category/treadmills?page=2')
    expect(cards(second.html)).toEqual(listing.data.slice(10, 20).map((product) => product.id))
    expect(second.html).toContain('aria-current="page">2</span>')
  })

  test('pagination links carry the view, and are absent when everything fits on one page', async () => {
    const { html } = await fetchPage(site, '/category/treadmills?sort=rating')
    expect(html).toContain('href="/category/treadmills?sort=rating&amp;page=2"')
    const few = await fetchPage(site, '/category/treadmills?rating=4.5')
    expect(few.html).not.toContain('class="pagination"')
  })

  test('filters that match nothing show the empty state with a way back to every product', async () => {
    const { status, html } = await fetchPage(site, '/category/treadmills?maxPrice=1')
    expect(status).toBe(200)
    expect(html).toContain('No treadmills match these filters')
    expect(html).toContain('<a class="button" href="/category/treadmills">Clear all filters</a>')
  })

  test.each(fixtureContent().categories.all().map((category) => category.slug))('/category/%s: the sidebar gives the customer rating over every rating, out of 5, with how many ratings, their source and date', async (slug) => {
    const products = fixtureContent().catalogue.category(slug)!.data
    const count = products.reduce((sum, product) => sum + product.rating.count, 0)
    const stars = products.reduce((sum, product) => sum + product.rating.stars * product.rating.count, 0) / count
    const { html } = await fetchPage(site, `/category/${slug}`)
    const shown = html.replaceAll('<!-- -->', '')
    const { source, readOn } = fixtureContent().site.customerRatings
    expect(shown).toContain(`<dt>Customer rating</dt><dd>${customerRatingText({ stars, count, source, readOn })}</dd>`)
    expect(shown).toMatch(new RegExp(`<dd>${stars.toFixed(1)} out of 5 from ${count.toLocaleString('en-US')} customer ratings at [^<]+, [A-Z][a-z]{2} \\d{1,2}, \\d{4}</dd>`))
    // No customer rating doubled onto the 10 scale: the only number out of 10 on a page is our score.
    expect(shown.match(/<dl class="sidebar__stats">[\s\S]*?<\/dl>/)?.[0]).not.toMatch(/\/10|Avg Rating/)
  })

  test('the minimum customer rating is in stars out of 5, and old links on the doubled scale keep their meaning', async () => {
    const listing = fixtureContent().catalogue.category('treadmills')!
    const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')
    const four = await fetchPage(site, '/category/treadmills?rating=4')
    const kept = listing.data.filter((product) => product.rating.stars >= 4)
    expect(four.html).toContain(`of ${kept.length} products`)
    expect(four.html).toMatch(/<option value="4" selected="">4 stars &amp; up<\/option>/)
    expect(strip((await fetchPage(site, '/category/treadmills?rating=8')).html)).toBe(strip(four.html))
    const ten = await fetchPage(site, '/category/treadmills?rating=10')
    expect(ten.status).toBe(200)
    expect(ten.html).toContain(`of ${listing.data.length} products`)
  })

  test('garbage in the query is ignored, never an error', async () => {
    const { status, html } = await fetchPage(site, '/category/elliptical?sort=%3Cx%3E&rating=abc&maxPrice=-4&page=999&x=1')
    expect(status).toBe(200)
    expect(html).toMatch(/Showing \d+ of \d+ products/)
  })

  test('an unknown category is a 404 page and a known alias is a permanent redirect', async () => {
    const unknown = await fetchPage(site, '/category/hoverboards')
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('Page not found')
    const alias = await fetchPage(site, '/category/ellipticals?sort=rating')
    expect(alias.status).toBe(301)
    expect(alias.headers.get('location')).toBe('/category/elliptical?sort=rating')
  })

  test('every card leads to the retailer in a new tab without opener or referrer', async () => {
    const { html } = await fetchPage(site, '/category/rowing-machines')
    const buyLinks = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="([^"]+)" class="button button--buy product-card__buy"/g)]
    expect(buyLinks).toHaveLength(10)
    for (const [, href, rel] of buyLinks) {
      expect(shopHosts()).toContain(new URL(href!.replaceAll('&amp;', '&')).host)
      expect(rel).toBe('sponsored nofollow noopener noreferrer')
    }
  })
})

describe('what the list shows about each product', () => {
  test('the "#n" badge is the editors\' rank, whatever the sort', async () => {
    const listing = fixtureContent().catalogue.category('treadmills')!
    const { html } = await fetchPage(site, '/category/treadmills?sort=price-low')
    const ranks = [...html.matchAll(/<span class="product-card__rank"><span class="visually-hidden">Rank <\/span>#(?:<!-- -->)?(\d+)<\/span>/g)].map((match) => Number(match[1]))
    const shown = cards(html)
    expect(shown[0]).not.toBe(listing.data[0]!.id)
    expect(ranks).toEqual(shown.map((id) => listing.data.findIndex((product) => product.id === id) + 1))
  })

  test('the sidebar\'s comparison box names the category\'s own comparison rows and limit', async () => {
    const { html } = await fetchPage(site, '/category/rowing-machines')
    const rows = fixtureContent().categories.get('rowing-machines')!.generalCompareRows.slice(0, 3).map((row) => row.label.toLowerCase())
    expect(html).toContain(`Put up to ${fixtureContent().site.compare.generalMax} of these machines in one table: ${rows.join(', ')} and more.`)
  })

  test('the sidebar\'s price range shows the real prices, cents included', async () => {
    const listing = fixtureContent().catalogue.category('exercise-bikes')!
    const prices = listing.data.map((product) => product.price!.discount ?? product.price!.regular)
    const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
    expect(Math.min(...prices) % 1).not.toBe(0)
    const { html } = await fetchPage(site, '/category/exercise-bikes')
    // The range says when its oldest price was read, and that the fixture's prices are the demo feed's.
    const oldest = formatDay(listing.data.map((product) => product.priceCheckedAt!).sort()[0]!)
    expect(html.replaceAll('<!-- -->', '')).toContain(`<dd>${money(Math.min(...prices))} - ${money(Math.max(...prices))}<small class="price-as-of">Demo price as of ${oldest}</small></dd>`)
  })
})
