import { afterAll, beforeAll, expect, test } from 'vitest'
import { fixtureContent } from '../support/content.ts'
import { jsonLdBlocks } from '../support/htmlHead.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// A value the site measured itself says so on the review and in its structured data, and shows
// the maker's claim where the two differ.

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const escaped = (text: string) => text.replaceAll("'", '&#x27;')

test('every measured fact of a reviewed product is labelled Measured, beside a differing maker claim', async () => {
  const { catalogue, reviews } = fixtureContent()
  let measured = 0
  let differing = 0
  for (const [slug, review] of reviews) {
    const product = catalogue.byId(review.product)!
    const { html } = await fetchPage(site, `/product/${slug}`)
    const page = html.replaceAll('<!-- -->', '')
    for (const row of catalogue.facts.rows(product).filter((candidate) => candidate.measured)) {
      measured++
      const claim = row.claim ? ` <span class="specs__claim">${escaped(`Maker's claim: ${row.claim}`)}</span>` : ''
      expect(page, `${slug} ${row.key}`).toContain(`<dt>${row.label}</dt><dd>${row.value} <span class="specs__measured">Measured</span>${claim}</dd>`)
      if (row.claim) differing++
    }
  }
  // The content under test has measurements, some of which differ from the maker's figures.
  expect(measured).toBeGreaterThan(0)
  expect(differing).toBeGreaterThan(0)
})

test('measured values are PropertyValues that say how and when they were measured', async () => {
  const { catalogue, reviews } = fixtureContent()
  for (const [slug, review] of reviews) {
    const product = catalogue.byId(review.product)!
    const measuredKeys = catalogue.facts.rows(product).filter((row) => row.measured)
    const { html } = await fetchPage(site, `/product/${slug}`)
    const node = jsonLdBlocks(html).find((block) => block['@type'] === 'Product') as { additionalProperty?: { name: string; description?: string; measurementTechnique?: string }[] }
    const labelled = (node.additionalProperty ?? []).filter((property) => property.description === 'Measured')
    expect(labelled.map((property) => property.name).sort(), slug).toEqual(measuredKeys.map((row) => row.label).sort())
    for (const property of labelled) expect(property.measurementTechnique, slug).toMatch(/^Measured on \d{4}-\d{2}-\d{2}: /)
  }
})
