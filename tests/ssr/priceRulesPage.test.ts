import { afterAll, beforeAll, expect, test } from 'vitest'
import { dealRuleText } from '../../engine/shop/priceRules.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ')

test("How we rank states the deal badge's rule from site.yaml's numbers, as the pages apply it", async () => {
  const { html } = await fetchPage(site, content.site.seo.methodLink.href)
  const deals = content.site.deals
  expect(text(html)).toContain(deals ? dealRuleText(deals) : 'We mark no product as a deal.')
  expect(text(html)).toContain('the lowest best price of the 30 days before that price took effect')
})
