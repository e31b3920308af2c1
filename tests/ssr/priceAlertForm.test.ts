import { afterAll, beforeAll, expect, test } from 'vitest'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
// Every review with a buy bar offers the alert beside it.
const reviews = [...content.reviews].filter(([, review]) => review.sections.some((section) => section.type === 'buy-bar'))

test.each(reviews.map(([slug, review]) => [slug, review.product] as const))('/product/%s has a price alert form that posts without JavaScript', async (slug, productId) => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  const form = html.match(/<form[^>]*class="price-alert"[^>]*>[\s\S]*?<\/form>/)?.[0]
  expect(form).toBeDefined()
  expect(form).toMatch(/method="post"/)
  expect(form).toMatch(/action="\/alerts"/)
  expect(form).toContain(`<input type="hidden" name="product" value="${productId}"/>`)
  for (const field of ['email', 'target']) {
    const id = form!.match(new RegExp(`<input id="([^"]+)"[^>]*name="${field}"`))?.[1]
    expect(id, `${field} input`).toBeDefined()
    expect(form).toContain(`<label for="${id}">`)
  }
  expect(form).toMatch(/<button type="submit"[^>]*>Set price alert<\/button>/)
})
