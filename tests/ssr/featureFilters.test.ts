import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { categoryFacets } from '../../engine/pages/categoryFacets.ts'
import { priceBounds } from '../../engine/shop/listing.ts'
import type { Facet, FeatureValues } from '../../engine/shop/featureFilters.ts'
import { fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'

// Feature filters are rules over whatever content is loaded: every category offers the facts its
// vocabulary marks filterable, and a filtered URL rendered on the server shows exactly the
// products whose typed values pass every filter.

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const categories = content.categories.all().map((category) => category.slug)
const PAGE_SIZE = content.site.listing.pageSize

const cards = (html: string) => [...html.matchAll(/<a class="product-card__title" id="card-([^"]+)"/g)].map((match) => match[1]!)
const total = (html: string) => Number(html.match(/Showing \d+ of (\d+) products/)?.[1] ?? 0)
/** The page's markup without the page data the script reads: only what a shopper sees. */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replaceAll('<!-- -->', '')

type Product = { id: string; values: FeatureValues }
function productsOf(slug: string): Product[] {
  const { values } = categoryFacets(content, slug)
  return content.catalogue.category(slug)!.data.map((product) => ({ id: product.uniqueId, values: values.get(product.uniqueId) ?? {} }))
}

/** A value some products of the category reach and some do not: the middle of the sorted values. */
function middle(products: readonly Product[], key: string): number {
  const numbers = products.map((product) => product.values[key]).filter((value) => typeof value === 'number').sort((a, b) => a - b)
  return numbers[Math.floor(numbers.length / 2)]!
}

describe.each(categories)('/category/%s', (slug) => {
  const { facets } = categoryFacets(content, slug)
  const products = productsOf(slug)
  const ranges = facets.filter((facet) => facet.kind === 'range')

  test('offers at least three feature filters, each in the filter form under the name its URL uses', async () => {
    expect(facets.length).toBeGreaterThanOrEqual(3)
    const { html } = await fetchPage(site, `/category/${slug}`)
    for (const facet of facets) {
      if (facet.kind === 'range') expect(html).toContain(`name="${facet.key}.min"`)
      else expect(html).toMatch(new RegExp(`name="${facet.key}"[^>]*value=""`))
      expect(visible(html)).toContain(`<legend>${facet.label}`)
    }
  })

  test('two filters in the URL show only the products that pass both, and the count says how many', async () => {
    const [first, second] = ranges
    expect(first).toBeDefined()
    const min = middle(products, first!.key)
    const filters: [Facet, (value: unknown) => boolean, string][] = [[first!, (value) => typeof value === 'number' && value >= min, `${min}-`]]
    if (second) {
      const max = middle(products, second.key)
      filters.push([second, (value) => typeof value === 'number' && value <= max, `-${max}`])
    }
    const query = filters.map(([facet, , param]) => `${facet.key}=${param}`).join('&')
    const { status, html } = await fetchPage(site, `/category/${slug}?${query}`)
    expect(status).toBe(200)
    const passing = products.filter((product) => filters.every(([facet, test]) => test(product.values[facet.key])))
    expect(passing.length).toBeGreaterThan(0)
    expect(total(html)).toBe(passing.length)
    expect(cards(html)).toEqual(passing.slice(0, PAGE_SIZE).map((product) => product.id))
  })

  test('the form as sent without JavaScript shows the same page as the URL it normalises to', async () => {
    const facet = ranges[0]!
    const min = middle(products, facet.key)
    const form = await fetchPage(site, `/category/${slug}?sort=featured&rating=0&${facet.key}.min=${min}&${facet.key}.max=`)
    const url = await fetchPage(site, `/category/${slug}?${facet.key}=${min}-`)
    expect(form.status).toBe(200)
    expect(visible(form.html)).toBe(visible(url.html))
    expect(total(form.html)).toBeLessThan(products.length)
  })

  test('each choice shows how many products it would show, given the other filters', async () => {
    const choice = facets.find((facet) => facet.kind === 'choice' || facet.kind === 'yesno')
    if (!choice) return
    const range = ranges[0]!
    const min = middle(products, range.key)
    const { html } = await fetchPage(site, `/category/${slug}?${range.key}=${min}-`)
    const options = choice.kind === 'yesno' ? [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] : choice.choices!
    for (const option of options) {
      const want = option.value === 'yes' ? true : option.value === 'no' && choice.kind === 'yesno' ? false : option.value
      const count = products.filter((product) => product.values[choice.key] === want && Number(product.values[range.key]) >= min).length
      expect(visible(html), option.label).toMatch(new RegExp(`value="${option.value}"[^>]*/><span>${option.label} <span class="filter-bar__count">\\(${count}\\)</span>`))
    }
  })

  test('filters that leave nothing say so, offer to drop the one that brings back the most, and to clear all', async () => {
    const facet = ranges[0]!
    const above = facet.bounds!.max + 1
    // A price cap just under the dearest product keeps all but it: dropping it alone brings back one product at most.
    const highest = priceBounds(content.catalogue.category(slug)!.data.map((product) => ({ price: content.catalogue.prices.summary(product.id).price, rating: product.rating }))).max
    const { status, html } = await fetchPage(site, `/category/${slug}?maxPrice=${highest - 1}&${facet.key}=${above}-`)
    expect(status).toBe(200)
    const label = content.categories.get(slug)!.label
    const noun = label.endsWith('s') ? label.toLowerCase() : 'products'
    expect(visible(html)).toContain(`No ${noun} match these filters`)
    expect(cards(html)).toEqual([])
    const drop = visible(html).match(/<a href="([^"]+)">Remove &quot;[^<]+&quot;<\/a> to see (\d+) product/)
    expect(drop).not.toBeNull()
    const dropped = await fetchPage(site, drop![1]!.replaceAll('&amp;', '&'))
    expect(total(dropped.html)).toBe(Number(drop![2]))
    expect(total(dropped.html)).toBeGreaterThan(1)
    expect(drop![1]).not.toContain(facet.key)
    expect(visible(html)).toContain(`<a class="button" href="/category/${slug}">Clear all filters</a>`)
  })

  test('invalid filter values and unknown choices are ignored, never an error', async () => {
    const plain = await fetchPage(site, `/category/${slug}`)
    const garbage = facets.map((facet) => `${facet.key}=${facet.kind === 'range' ? '1-2-3' : '%3Cscript%3E'}`).join('&')
    const bad = await fetchPage(site, `/category/${slug}?${garbage}&${ranges[0]!.key}.min=abc&${ranges[0]!.key}.max=-5`)
    expect(bad.status).toBe(200)
    expect(visible(bad.html)).toBe(visible(plain.html))
  })
})

/** Categories whose vocabulary offers a yes/no filter beside a range filter. */
const withYesNo = categories.flatMap((slug) => {
  const { facets } = categoryFacets(content, slug)
  const yesno = facets.find((facet) => facet.kind === 'yesno')
  const range = facets.find((facet) => facet.kind === 'range')
  return yesno && range ? [{ slug, yesno, range }] : []
})

test('some category offers a yes/no feature filter beside a range', () => {
  expect(withYesNo.length).toBeGreaterThan(0)
})

describe.each(withYesNo)('/category/$slug with a yes/no filter', ({ slug, yesno, range }) => {
  const products = productsOf(slug)
  const min = middle(products, range.key)

  test.each([
    ['yes', true],
    ['no', false],
  ] as const)('%s and a range in the URL list exactly the products with that answer that reach the bound, named in a chip', async (param, want) => {
    const { status, html } = await fetchPage(site, `/category/${slug}?${yesno.key}=${param}&${range.key}=${min}-`)
    expect(status).toBe(200)
    const passing = products.filter((product) => product.values[yesno.key] === want && Number(product.values[range.key]) >= min)
    expect(total(html)).toBe(passing.length)
    expect(cards(html)).toEqual(passing.slice(0, PAGE_SIZE).map((product) => product.id))
    expect(visible(html)).toContain(`aria-label="Remove filter: ${yesno.label}: ${want ? 'Yes' : 'No'}"`)
    if (passing.length === 0) expect(visible(html)).toContain('match these filters')
  })

  test('the form as sent without JavaScript, with the yes/no radio and the range boxes, shows the same page as the short URL', async () => {
    const form = await fetchPage(site, `/category/${slug}?sort=featured&rating=0&${yesno.key}=yes&${range.key}.min=${min}&${range.key}.max=`)
    const url = await fetchPage(site, `/category/${slug}?${yesno.key}=yes&${range.key}=${min}-`)
    expect(form.status).toBe(200)
    expect(visible(form.html)).toBe(visible(url.html))
    expect(visible(form.html)).toMatch(new RegExp(`<input(?=[^>]*name="${yesno.key}")(?=[^>]*value="yes")(?=[^>]*checked="")`))
  })
})

