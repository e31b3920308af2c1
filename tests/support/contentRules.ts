import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SiteContent } from './startSite.ts'
import { fetchPage, startSite } from './startSite.ts'
import type { Started } from './startApp.ts'
import { servedSitemapPaths } from './sitemap.ts'

/** Text of a page without React's text-boundary comments, with &amp; read as &. */
const text = (html: string): string => html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&')

/**
 * Rules every valid content set keeps, whatever editors add or remove: every sitemap URL answers,
 * every review page shows its product, every category has its list page with its products, every
 * category's products are found by search. Registered once per content set (`name`), on a site
 * served from `load()`.
 */
export function describeContentRules(name: string, load: () => SiteContent): void {
  describe(`${name}: rules any content keeps`, () => {
    let site: Started
    let served: SiteContent
    beforeAll(async () => {
      served = load()
      site = await startSite(served)
    })
    afterAll(() => site?.close())

    test('every sitemap URL answers 200 with a page', async () => {
      const paths = await servedSitemapPaths(site.url)
      expect(paths.length).toBeGreaterThan(0)
      const failing: string[] = []
      for (const path of paths) {
        const { status, html } = await fetchPage(site, path)
        if (status !== 200 || !html.includes('<h1')) failing.push(`${path}: ${status}`)
      }
      expect(failing).toEqual([])
    })

    test('the sitemap lists every review, every category and every guide', async () => {
      const paths = new Set(await servedSitemapPaths(site.url))
      const { content } = served
      for (const slug of content.reviews.keys()) expect(paths, slug).toContain(`/product/${slug}`)
      for (const category of content.categories.all()) expect(paths, category.slug).toContain(category.path)
      for (const page of content.infoPages.keys()) expect(paths, page).toContain(page)
    })

    test('every review page names its catalogue product', async () => {
      for (const [slug, review] of served.content.reviews) {
        const { status, html } = await fetchPage(site, `/product/${slug}`)
        expect(status, slug).toBe(200)
        expect(text(html), slug).toContain(served.content.catalogue.byId(review.product)!.title)
      }
    })

    test('every category has its list page, showing its first product, and the API lists all of them', async () => {
      for (const category of served.content.categories.all()) {
        const listing = served.content.catalogue.category(category.slug)!
        const { status, html } = await fetchPage(site, category.path)
        expect(status, category.slug).toBe(200)
        expect(text(html), category.slug).toContain(listing.data[0]!.title)
        const api = await fetch(`${site.url}/api/products/category/${category.slug}`)
        const { data } = (await api.json()) as { data: { id: string }[] }
        expect(data.map((product) => product.id)).toEqual(listing.data.map((product) => product.id))
      }
    })

    test('search finds every category\'s first product by its title', async () => {
      for (const category of served.content.categories.all()) {
        const first = served.content.catalogue.category(category.slug)!.data[0]!
        const { html } = await fetchPage(site, `/search?query=${encodeURIComponent(first.title)}`)
        expect(text(html), first.id).toContain(first.title)
      }
    })
  })
}
