import { afterAll, beforeAll, expect, test } from 'vitest'
import { productCardId } from '../../engine/catalogue/productHref.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// Rules over whatever the fixture content holds: every answer names the products it shows, so a
// CDN purging one product's key drops each cached answer showing it, and no other.

const content = fixtureContent()
let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const keysOf = (headers: Headers) => new Set((headers.get('surrogate-key') ?? '').split(' ').filter(Boolean))

test("a review page's Surrogate-Key names its product and its kind", async () => {
  for (const [slug, review] of content.reviews) {
    const { status, headers } = await fetchPage(site, `/product/${slug}`)
    expect(status).toBe(200)
    const keys = keysOf(headers)
    expect(keys).toContain(`product-${review.product}`)
    expect(keys).toContain('page-review')
  }
})

test("a review page's Surrogate-Key names only the products it shows, not those its related picks were chosen among", async () => {
  for (const [slug] of content.reviews) {
    const { html, headers } = await fetchPage(site, `/product/${slug}`)
    const named = [...keysOf(headers)].filter((key) => key.startsWith('product-')).map((key) => content.catalogue.byId(key.slice('product-'.length)))
    for (const product of named) expect(html.includes(product!.title.replaceAll('&', '&amp;')), `${slug} names ${product?.id}, which it does not show`).toBe(true)
  }
})

test("a category page's Surrogate-Key names every product whose card it shows", async () => {
  for (const category of content.categories.all()) {
    const { html, headers } = await fetchPage(site, category.path)
    const keys = keysOf(headers)
    expect(keys).toContain('page-category')
    const shown = (content.catalogue.category(category.slug)?.data ?? []).filter((product) => html.includes(`id="${productCardId(product.id)}"`))
    for (const product of shown) expect(keys).toContain(`product-${product.id}`)
  }
})

test("the product API's Surrogate-Key names every product it answers with", async () => {
  const response = await fetch(`${site.url}/api/products`)
  const body = (await response.json()) as { data: { id: string }[] }
  const keys = keysOf(response.headers)
  expect(keys).toContain('api')
  for (const { id } of body.data) expect(keys).toContain(`product-${id}`)
})
