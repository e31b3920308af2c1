import { afterAll, beforeAll, expect, test } from 'vitest'
import { fixtureContent } from '../support/content.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

test('the comparison page lists the category and asks for a choice', async () => {
  const { status, html } = await fetchPage(site, '/product-compare?category=treadmills')
  expect(status).toBe(200)
  expect(html).toContain('<title>Compare Treadmills | Product Comparison</title>')
  expect(html).toContain('Select Products to Compare (Max 5)')
  expect(html).toContain('Select up to 5 products to compare their features.')
  expect(html).toContain('href="/blog"')
})

test('chosen ids in the URL are compared row by row, with N/A for what a product lacks', async () => {
  const treadmills = fixtureContent().catalogue.category('treadmills')!.data
  const withoutSpecs = treadmills.find((product) => !product.facts?.motor && !product.facts?.weight)!
  const ids = [treadmills[0]!.id, withoutSpecs.id, 'not-a-product']
  const { html } = await fetchPage(site, `/product-compare?category=treadmills&ids=${ids.join(',')}`)
  for (const row of ['Price', 'Dimensions', 'Weight', 'Max User Weight', 'Warranty', 'Motor Power', 'Incline Levels', 'Programs']) {
    expect(html).toContain(`<th scope="row">${row}</th>`)
  }
  expect(html.match(/<th scope="col">/g)).toHaveLength(2)
  expect(html).toContain(`<td>${fixtureContent().catalogue.facts.display(treadmills[0]!, 'motor')}</td>`)
  expect(html.match(/<td>N\/A<\/td>/g)!.length).toBeGreaterThanOrEqual(7)
})

test('with five chosen, the others say so and cannot be chosen', async () => {
  const ids = fixtureContent().catalogue.category('treadmills')!.data.slice(0, 5).map((product) => product.id)
  const { html } = await fetchPage(site, `/product-compare?category=treadmills&ids=${ids.join(',')}`)
  expect(html).toContain('disabled="">Maximum 5 products</button>')
})

test('an unknown or missing category says no products were found and offers the categories', async () => {
  for (const path of ['/product-compare', '/product-compare?category=hoverboards']) {
    const { status, html } = await fetchPage(site, path)
    expect(status).toBe(200)
    expect(html).toContain('No products found for this category.')
    expect(html).toContain('href="/product-compare?category=elliptical"')
  }
})

test('every directional row marks the better value by the typed facts, whatever note follows a value', async () => {
  const content = fixtureContent()
  const book = content.catalogue.facts
  let judgedRows = 0
  for (const category of content.categories.all()) {
    const products = content.catalogue.category(category.slug)!.data
    for (const { label, fact } of category.generalCompareRows) {
      const def = book.def(category.slug, fact)
      if (!def || def.better === 'none') continue
      const valued = products.filter((product) => book.amounts(product)[fact] !== undefined)
      const sorted = [...valued].sort((a, b) => book.amounts(a)[fact]!.amount - book.amounts(b)[fact]!.amount)
      const [low, high] = [sorted[0], sorted.at(-1)]
      if (!low || !high || book.amounts(low)[fact]!.amount === book.amounts(high)[fact]!.amount) continue
      const winner = def.better === 'higher' ? high : low
      const { html } = await fetchPage(site, `/product-compare?category=${category.slug}&ids=${low.id},${high.id}`)
      const row = html.replaceAll('<!-- -->', '').match(new RegExp(`<th scope="row">${label}(?:<span[^>]*>[^<]*</span>)*</th>(<td[\\s\\S]*?)</tr>`))?.[1]
      const cells = [...(row ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1]!)
      const marked = cells.map((cell) => cell.includes('class="comparison-table__better"'))
      expect(marked, `${category.slug} ${label}`).toEqual([winner === low, winner === high])
      judgedRows++
    }
  }
  expect(judgedRows).toBeGreaterThan(0)
})
