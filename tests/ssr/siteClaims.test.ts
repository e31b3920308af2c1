import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()

test("a review hero without its own line shows the site's checkout note, its terms rendered from the data, promising no offer of ours", async () => {
  const slug = [...content.reviews].find(([, review]) => review.sections.some((s) => s.type === 'review-hero' && s.reassurance === undefined))?.[0]
  expect(slug).toBeDefined()
  const { html } = await fetchPage(site, `/product/${slug}`)
  const line = /<p class="review-hero__reassurance">([^<]*)<\/p>/.exec(html)?.[1]
  // The note's tokens are the offer's shipping and its shop's terms: nothing typed, nothing left as written.
  expect(content.site.claims.checkoutNote).toMatch(/\{returns\}/)
  expect(line).toBeDefined()
  expect(line).not.toContain('{')
  expect(line).toMatch(/\d+-day returns at |see the shop&#x27;s returns terms|returns as .+ sets them/)
  expect(line).not.toMatch(/guarantee|secure checkout|no questions/i)
})

test('pages other than reviews make no offer the policy pages say is not ours', () => {
  const root = projectRoot()
  const files = readdirSync(join(root, 'pages-config'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml') && !name.startsWith('reviews/'))
  // The policy pages name these offers only to say they are the retailer's or the brand's.
  const promises = /\b(our|we offer|with) (a |the )?(best price guarantee|free shipping|price match)/i
  const found = files.filter((name) => promises.test(readFileSync(join(root, 'pages-config', name), 'utf8')))
  expect(found).toEqual([])
})

test('reviews promise no price of ours, and name the retailer as the one offering shipping, returns and trials', () => {
  const dir = join(projectRoot(), 'pages-config', 'reviews')
  const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'))
  // The site cannot guarantee a price it does not set.
  const priceClaims = files.filter((name) => /best price guarantee|price guaranteed|price match/i.test(readFileSync(join(dir, name), 'utf8')))
  expect(priceClaims).toEqual([])
  for (const [slug, review] of content.reviews) {
    for (const section of review.sections) {
      if (section.type === 'review-hero' && section.reassurance) expect(section.reassurance, slug).toMatch(/^The retailer's offer: /)
      if (section.type !== 'trust-row') continue
      for (const item of section.items.filter(({ icon }) => icon === 'shipping' || icon === 'returns')) expect(item.text, slug).toMatch(/^The retailer's offer: /)
    }
  }
})
