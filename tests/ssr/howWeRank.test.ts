import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteContent } from '../support/content.ts'
import { fetchPage, siteServed, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
let page: string
beforeAll(async () => {
  site = await startSite(siteServed())
  page = (await fetchPage(site, content.site.seo.methodLink.href)).html
})
afterAll(() => site.close())

const content = siteContent()
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ')
const block = (slug: string) => text(new RegExp(`<article[^>]*id="method-${slug}"[\\s\\S]*?</article>`).exec(page)?.[0] ?? '')

test.each(content.categories.all().map((category) => [category.slug, category] as const))('How we rank publishes the method of %s from its file', (slug, category) => {
  const shown = block(slug)
  expect(shown).toContain(`method version ${category.method.version}`)
  for (const criterion of category.method.criteria) {
    const how = criterion.judged !== undefined ? `Judged by a tester: ${criterion.judged}` : (criterion.scale ?? 'Worked out from')
    expect(shown).toContain(`${criterion.label} ${criterion.weight}% ${criterion.judges} ${how}`)
    // A judged criterion's scale is its levels, each with its band, from the YAML the records are held to.
    for (const level of criterion.levels ?? []) expect(shown).toContain(`${level.name} ${level.band[0]}-${level.band[1]} ${level.description}`)
    if (!criterion.from) continue
    // A derived criterion's rule is tabulated from the same points the scores are worked out by.
    const head = `${criterion.label}: the weighted mean of its inputs' scores`
    const rest = shown.slice(shown.indexOf(head) + head.length)
    const table = rest.slice(0, rest.search(/: the weighted mean of its inputs' scores|A product's score out of 10/))
    const scores = [...table.matchAll(/→ (\d+\.\d)/g)].map((match) => Number(match[1]))
    expect(scores).toEqual(criterion.from.flatMap((input) => (input.curve ?? input.steps ?? []).map(([, score]) => score)))
  }
  for (const award of content.catalogue.category(slug)!.awards) expect(shown).toContain(`${award.label} : ${award.rule}`)
  for (const entry of category.method.changelog) expect(shown).toContain(`Version ${entry.version},`)
})

test.each([...content.reviews.keys()])('/product/%s names the method version that scored it and links to that method on How we rank', async (slug) => {
  const { html } = await fetchPage(site, `/product/${slug}`)
  const product = content.catalogue.byId(content.reviews.get(slug)!.product)!
  const href = `${content.site.seo.methodLink.href}#method-${product.category}`
  // React separates text parts with empty comments; a reader sees the words joined.
  const links = [...html.replaceAll('<!-- -->', '').matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].filter((match) => match[1] === href).map((match) => match[2])
  expect(links.length).toBeGreaterThan(0)
  for (const words of links) expect(words).toMatch(new RegExp(`version ${product.ourScore.methodVersion}$`))
  expect(page).toContain(`id="method-${product.category}"`)
})
