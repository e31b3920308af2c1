import { afterAll, beforeAll, expect, test } from 'vitest'
import { customerRatingScore, meanStars } from '../../engine/catalogue/scoreProduct.ts'
import { ordinal, standingOf, standingText } from '../../engine/catalogue/standing.ts'
import { siteContent } from '../support/content.ts'
import { decodeHtml } from '../support/htmlHead.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, siteServed, startSite } from '../support/startSite.ts'

// Words about places come from the ranking as it is: the Top pick is each category's first place,
// Top Rated the highest user-feedback figure by the published rule, and a review's {rank} its place
// and awards now. Rules over whatever content is loaded.

const content = siteContent()
let site: Started
beforeAll(async () => {
  site = await startSite(siteServed())
})
afterAll(() => site.close())

const page = async (path: string) => decodeHtml((await fetchPage(site, path)).html.replaceAll('<!-- -->', ''))

test("the home page's Top pick of each category is the category's first place, with or without a review", async () => {
  const home = await page('/')
  for (const category of content.categories.all()) {
    const first = content.catalogue.category(category.slug)?.data[0]
    if (!first) continue
    const tile = new RegExp(`${category.label}</span>[\\s\\S]*?Top pick: <a href="([^"]+)">([^<]+)</a>`).exec(home)
    expect(tile?.[2], category.slug).toBe(first.title)
    expect(tile?.[1], category.slug).toBe(first.pageLink ?? `${category.path}#product-${first.id}`)
  }
})

test("a category's Top Rated has the highest user-feedback figure by the published rule, not the most stars", async () => {
  for (const category of content.categories.all()) {
    const products = content.catalogue.category(category.slug)?.data ?? []
    if (!products.length) continue
    const mean = meanStars(products)
    const figure = (product: (typeof products)[number]) => customerRatingScore(product.rating, mean, category.method.customerRatingPrior)
    const best = products.reduce((top, product) => (figure(product) > figure(top) ? product : top))
    const html = await page(category.path)
    expect(html, category.slug).toMatch(new RegExp(`<dt>Top Rated</dt><dd>(?:<a [^>]*>)?${best.title.replace(/[()]/g, '\\$&')}(?:</a>)? \\(by our user-feedback rule\\)</dd>`))
  }
})

test("a review's {rank} says its product's place, its category's size and its awards at today's prices", async () => {
  const ranked = [...content.reviews].filter(([, review]) => JSON.stringify(review).includes('{rank}'))
  expect(ranked.length, 'some review writes {rank}').toBeGreaterThan(0)
  for (const [slug, review] of ranked) {
    const standing = standingOf(content.catalogue, review.product)!
    const html = await page(`/product/${slug}`)
    expect(html, slug).toContain(standingText(standing))
    expect(standingText(standing)).toMatch(new RegExp(`^ranked ${ordinal(standing.place)} of ${standing.of} `))
    expect(html).not.toContain('{rank}')
  }
})

test('ordinals read as people say them', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th'])
})
