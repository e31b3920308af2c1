import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { fixtureContent } from '../support/content.ts'
import { productSearch } from '../../engine/catalogue/searchProducts.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

// The fixture site, served and listed: the words and results below are its own.
const { catalogue, categories, site: siteConfig } = fixtureContent()

/** The titles the results page lists, in its order, from the raw HTML. */
async function resultTitles(query: string, page?: number): Promise<string[]> {
  const { status, html } = await fetchPage(site, `/search?query=${encodeURIComponent(query)}${page ? `&page=${page}` : ''}`)
  expect(status).toBe(200)
  return [...html.matchAll(/class="search-results__title" href="[^"]*">([^<]+)</g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

const categoryOfTitle = (title: string | undefined) => catalogue.all().find((product) => product.title === title)?.category

describe('the shopper\'s words find the right machines first', () => {
  test.each([
    ['ellipticals', 'elliptical'],
    ['rowers', 'rowing-machine'],
    ['walking pads', 'treadmill'],
    ['tredmill', 'treadmill'],
    ['eliptical', 'elliptical'],
    ['recumbant', 'recumbent-bike'],
  ])('/search?query=%s lists the %s category\'s products first', async (query, spelling) => {
    const [first] = await resultTitles(query)
    expect(categoryOfTitle(first)).toBe(categories.resolve(spelling)?.slug)
  })

  test('every category\'s everyday names, as the category files give them, find its products first', async () => {
    for (const category of categories.all()) {
      for (const name of category.synonyms) {
        const [first] = await resultTitles(name)
        expect(categoryOfTitle(first), name).toBe(category.slug)
      }
    }
  })
})

describe('a search that finds nothing', () => {
  test('offers the most popular products instead of an empty page', async () => {
    const { html } = await fetchPage(site, '/search?query=hoverboard')
    expect(html).toContain('No products found for &quot;hoverboard&quot;.')
    expect(html).toContain('Most popular products')
    const mostRated = [...catalogue.all()].sort((a, b) => b.rating.count - a.rating.count)[0]!
    expect(html).toContain(mostRated.title)
  })

  test('offers the closest category when the words are near one', async () => {
    for (const category of categories.all()) {
      const { html } = await fetchPage(site, `/search?query=${encodeURIComponent(`${category.label.split(' ')[0]}qzx`)}`)
      expect(html).toContain('No products found')
      expect(html).toContain(`Closest category: <a href="${category.path}">${category.label}</a>`)
    }
  })

  test('with no category near, it lists every category to browse', async () => {
    const { html } = await fetchPage(site, '/search?query=hoverboard')
    // The results section, not the header's menu, which lists the categories on every page.
    const results = html.slice(html.indexOf('class="section search-results"'))
    for (const category of categories.all()) expect(results).toContain(`<a href="${category.path}">${category.label}</a>`)
  })
})

test('a result without a review leads to its card on the category page that shows it', async () => {
  const unreviewed = catalogue.all().filter((product) => !product.pageLink)
  expect(unreviewed.length).toBeGreaterThan(0)
  const pages = new Map<string, string>()
  for (const product of unreviewed) {
    const { html } = await fetchPage(site, `/search?query=${encodeURIComponent(product.title)}`)
    const href = html.match(/class="search-results__title" href="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? ''
    const [path, anchor] = href.split('#')
    expect(anchor, product.title).toBe(`product-${product.id}`)
    if (!pages.has(path!)) pages.set(path!, (await fetchPage(site, path!)).html)
    expect(pages.get(path!), href).toContain(`id="${anchor}"`)
  }
})

test('a query that finds more than a page lists a page of results at a time, each page at its own address', async () => {
  const { pageSize } = siteConfig.listing
  const found = productSearch(catalogue).search('bike').map((product) => product.title)
  expect(found.length).toBeGreaterThan(pageSize)
  const pageCount = Math.ceil(found.length / pageSize)
  expect(await resultTitles('bike')).toEqual(found.slice(0, pageSize))
  expect(await resultTitles('bike', 2)).toEqual(found.slice(pageSize, 2 * pageSize))
  // A page past the last (an old link) shows the last page rather than nothing.
  expect(await resultTitles('bike', 999)).toEqual(found.slice((pageCount - 1) * pageSize))
  const { html } = await fetchPage(site, '/search?query=bike')
  expect(html).toContain(`${found.length} products found, page 1 of ${pageCount}`)
  expect(html).toContain('href="/search?query=bike&amp;page=2"')
  expect(html).toContain('<title>Search results for &quot;bike&quot; | ')
  expect((await fetchPage(site, '/search?query=bike&page=2')).html).toContain('<title>Search results for &quot;bike&quot;, page 2 | ')
})
