import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { categoryViewApi } from '../../engine/catalogue/siteRoutes.ts'
import { categoryFacets } from '../../engine/pages/categoryFacets.ts'
import { featureParam } from '../../engine/shop/featureFilters.ts'
import { fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'

// A category page sends the browser only the cards it lists; another view (a filter, the sort, a
// page) comes from the category's view API, which answers exactly what the page itself would hold
// for that query. Rules over whatever content is loaded.

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const categories = content.categories.all().map((category) => category.slug)

const cards = (html: string) => [...html.matchAll(/<a class="product-card__title" id="card-([^"]+)"/g)].map((match) => match[1]!)
const pageData = (html: string): { data: Record<string, unknown> & { view?: unknown } } => JSON.parse(html.match(/<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/)![1]!)

/** The ids of every object in the value that names a product of the category by its `id`. */
function productIds(value: unknown, known: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) productIds(item, known, found)
  else if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    if (typeof id === 'string' && known.has(id)) found.add(id)
    for (const inner of Object.values(value)) productIds(inner, known, found)
  }
  return found
}

/** Filtered queries of a category that keep some of its products: the lower half of each range facet, one at a time. */
function filteredQueries(slug: string): string[] {
  const { facets, values } = categoryFacets(content, slug)
  return facets.flatMap((facet) => {
    if (facet.kind !== 'range') return []
    const numbers = [...values.values()].map((value) => value[facet.key]).filter((value) => typeof value === 'number').sort((a, b) => a - b)
    const middle = numbers[Math.floor(numbers.length / 2)]
    return middle === undefined ? [] : [`${facet.key}=${encodeURIComponent(featureParam({ max: middle }))}`]
  })
}

describe.each(categories)('/category/%s', (slug) => {
  const products = content.catalogue.category(slug)!.data
  const known = new Set(products.map((product) => product.uniqueId))
  const awarded = new Set((content.catalogue.category(slug)!.awards ?? []).flatMap((award) => (award.winnerId ? [award.winnerId] : [])))
  const promoted = products[content.site.promo.productIndex]?.uniqueId

  test.each(['', ...filteredQueries(slug)])('the page data of ?%s holds only the products it lists, compares or promotes', async (query) => {
    const compared = products.at(-1)!.uniqueId
    const { html } = await fetchPage(site, `/category/${slug}?${query}&compare=${compared}`)
    const listed = cards(html)
    expect(listed.length).toBeGreaterThan(0)
    const allowed = new Set([...listed, compared, ...awarded, ...(promoted ? [promoted] : [])])
    const sent = [...productIds(pageData(html).data, known)]
    expect(sent.filter((id) => !allowed.has(id))).toEqual([])
  })

  test.each(filteredQueries(slug))('the view API answers ?%s with the cards, counts and comparison the page holds for it', async (query) => {
    const { html } = await fetchPage(site, `/category/${slug}?${query}&sort=price-low`)
    const response = await fetch(`${site.url}${categoryViewApi(slug)}?${query}&sort=price-low`)
    expect(response.status).toBe(200)
    const view = (await response.json()) as { cards: { id: string }[]; total: number }
    expect(view).toEqual(pageData(html).data.view)
    expect(view.cards.map((card) => card.id)).toEqual(cards(html))
    expect(html).toContain(`of ${view.total} products`)
  })
})

test('the view API ignores invalid filter values and answers an unknown category with a 404 naming the known ones', async () => {
  const slug = categories[0]!
  const plain = await (await fetch(`${site.url}${categoryViewApi(slug)}`)).json()
  const invalid = await fetch(`${site.url}${categoryViewApi(slug)}?maxPrice=cheap&rating=%3Cb%3E&page=-3&sort=nonsense&compare=nobody`)
  expect(invalid.status).toBe(200)
  expect(await invalid.json()).toEqual(plain)
  const unknown = await fetch(`${site.url}${categoryViewApi('no-such-category')}?sort=rating`)
  expect(unknown.status).toBe(404)
  const body = (await unknown.json()) as { error?: { message?: string } }
  expect(JSON.stringify(body)).toContain(slug)
})
