import Validator from '@adobe/structured-data-validator'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fixtureContent } from '../support/content.ts'
import { jsonLdBlocks } from '../support/htmlHead.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

// Google's rich-result rules for Product and Review, run offline over every review page: the
// schema.org vocabulary file is not fetched (no network), so the validator runs Google's rules
// only; the property names themselves are checked at compile time by the schema-dts types.

type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] }

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

/** The page's JSON-LD blocks as the validator reads an extractor's output: root nodes by type. */
function byType(html: string): { jsonld: Record<string, Record<string, unknown>[]> } {
  const jsonld: Record<string, Record<string, unknown>[]> = {}
  for (const block of jsonLdBlocks(html)) (jsonld[String(block['@type'])] ??= []).push(block)
  return { jsonld }
}

async function issuesOf(path: string): Promise<Issue[]> {
  const { html } = await fetchPage(site, path)
  return (await new Validator().validate(byType(html))) as Issue[]
}

test('every review page passes the rich-result rules with no error', async () => {
  const slugs = [...fixtureContent().reviews.keys()]
  expect(slugs.length).toBeGreaterThan(0)
  for (const slug of slugs) {
    const errors = (await issuesOf(`/product/${slug}`)).filter((issue) => issue.severity === 'ERROR')
    expect(errors, slug).toEqual([])
  }
})

test('no warning asks for a property the catalogue has', async () => {
  const { catalogue, reviews } = fixtureContent()
  for (const [slug, review] of reviews) {
    const product = catalogue.byId(review.product)!
    // What the catalogue holds for this product and the Product node can carry.
    const schemaOrg = new Set(catalogue.facts.defs(product.category).flatMap((def) => (def.schemaOrg && catalogue.facts.claimed(product, def.key) ? [def.schemaOrg] : [])))
    const held = new Set(['name', 'brand', 'image', 'description', 'sku', 'offers', 'price', 'priceCurrency', 'availability', 'review', 'additionalProperty', ...schemaOrg])
    if (product.gtin) held.add('gtin').add('gtin13')
    if (product.mpn) held.add('mpn')
    const warnings = (await issuesOf(`/product/${slug}`)).filter((issue) => issue.severity === 'WARNING')
    const asked = warnings.filter((issue) => (issue.fieldNames ?? []).some((name) => held.has(name.split('.').at(-1)!)))
    expect(asked, slug).toEqual([])
  }
})
