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

test('every page kind has the footer newsletter form, posting to /newsletter without JavaScript', async () => {
  const [slug] = [...content.reviews.keys()]
  for (const path of ['/', '/privacy', `/product/${slug}`]) {
    const { html } = await fetchPage(site, path)
    const form = html.match(/<form[^>]*class="footer__newsletter"[^>]*>[\s\S]*?<\/form>/)?.[0]
    expect(form, path).toMatch(/method="post"/)
    expect(form).toMatch(/action="\/newsletter"/)
    expect(form).toMatch(/<input id="footer-newsletter-email" type="email"[^>]*name="email"/)
    expect(form).toContain('<label for="footer-newsletter-email">')
  }
})

test('/privacy says what the alerts store, for how long, and how to remove it, where the alert form links', async () => {
  const { html } = await fetchPage(site, '/privacy')
  const section = html.slice(html.indexOf('id="email-alerts"'))
  expect(html).toContain('id="email-alerts"')
  for (const words of ['email address', 'target price', '7 days', 'until you unsubscribe', 'unsubscribe link', content.site.contact.email]) expect(section).toContain(words)
})
