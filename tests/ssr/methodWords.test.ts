import { afterAll, beforeAll, expect, test } from 'vitest'
import { tenPointRatingsIn } from '../../engine/check/checkRatingScale.ts'
import { criterionNames, namesCriterion, rankingFactorsIn } from '../../engine/check/rankingFactors.ts'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// What a shopper reads about the ranking, on a category page and on How we rank, is one method:
// the sidebar's "How We Rank" lists the scored parts with their weights as the method page does,
// and the page's description names no factor the score leaves out.
let site: Started
let methodPage: string
beforeAll(async () => {
  site = await startSite()
  methodPage = (await fetchPage(site, content.site.seo.methodLink.href)).html
})
afterAll(() => site.close())

const content = fixtureContent()
const decode = (html: string) => html.replaceAll('<!-- -->', '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
const text = (html: string) => decode(html).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

/** The sidebar's "How We Rank" points as a reader sees them: each part's name and weight. */
function sidebarParts(html: string): { label: string; weight: number }[] {
  const box = /<h2>How We Rank<\/h2>([\s\S]*?)<\/section>/.exec(decode(html))?.[1] ?? ''
  return [...box.matchAll(/<li><strong>([^<]+) (\d+)%<\/strong>/g)].map((match) => ({ label: match[1]!, weight: Number(match[2]) }))
}

/** The weights table of a category's method on How we rank: each row's criterion and weight. */
function publishedParts(slug: string): { label: string; weight: number }[] {
  const block = new RegExp(`<article[^>]*id="method-${slug}"[\\s\\S]*?</table>`).exec(decode(methodPage))?.[0] ?? ''
  return [...block.matchAll(/<th scope="row">([^<]+)<\/th><td>(\d+)%<\/td>/g)].map((match) => ({ label: match[1]!, weight: Number(match[2]) }))
}

test.each(content.categories.all().map((category) => [category.slug, category] as const))(
  "/category/%s: the sidebar's How We Rank and its description name only the method's scored parts, at the method's weights",
  async (slug, category) => {
    const { html } = await fetchPage(site, `/category/${slug}`)
    const listed = sidebarParts(html)
    const published = publishedParts(slug)
    expect(published.length).toBeGreaterThan(0)
    // Each listed factor is a scored part of the method as How we rank publishes it, at its weight, and none is left out.
    expect(listed).toEqual(published)
    expect(listed).toEqual(category.method.criteria.map(({ label, weight }) => ({ label, weight })))
    expect(listed.reduce((sum, part) => sum + part.weight, 0)).toBe(100)
    expect(decode(html)).toContain(`href="${content.site.seo.methodLink.href}#method-${slug}"`)

    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')
    const lists = rankingFactorsIn(description)
    expect(lists.length).toBeGreaterThan(0)
    const names = criterionNames(category.method.criteria)
    for (const factor of lists.flat()) expect({ factor: factor.name, scored: namesCriterion(factor.name, names) }).toEqual({ factor: factor.name, scored: true })
  },
)

test.each([...content.infoPages.keys()])('%s words the customer rating as stars out of 5, never on our score\'s 10-point scale', async (path) => {
  const { status, html } = await fetchPage(site, path)
  expect(status).toBe(200)
  expect(tenPointRatingsIn(text(html))).toEqual([])
})
