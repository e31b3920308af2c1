import { expect, test } from 'vitest'
import { bookOf, offer } from '../../../tests/support/testOffers.ts'
import { productFixture, renderSections } from '../../../tests/support/renderSection.tsx'

const rowsOf = (html: string) => [...html.matchAll(/<tr( class="[^"]*")?><th scope="row">([^<]*)<\/th>(.*?)<\/tr>/g)].map(([, cls, retailer, cells]) => ({ retailer, cells: cells!, unavailable: Boolean(cls) }))

test('lists every offer, cheapest total in stock first, unavailable offers last and marked', () => {
  const book = bookOf({
    [productFixture.id]: [
      offer('dear', 400, { shipping: 50 }),
      offer('gone', 300, { availability: 'out_of_stock' }),
      offer('cheap', 420),
    ],
  })
  const rows = rowsOf(renderSections([{ type: 'offers' }], undefined, book))
  expect(rows.map((row) => row.retailer)).toEqual(['Shop cheap', 'Shop dear', 'Shop gone'])
  expect(rows[0]!.cells).toContain('<td>Free</td><td class="offers__total">$420.00</td>')
  expect(rows[1]!.cells).toContain('<td>$400.00</td><td>$50.00</td><td class="offers__total">$450.00</td>')
  expect(rows.map((row) => row.unavailable)).toEqual([false, false, true])
  expect(rows[2]!.cells).toContain('<strong class="offers__unavailable">Out of stock</strong>')
})

test("each offer links through its retailer's link with the affiliate rel, says when it was checked, and each retailer's disclosure is shown", () => {
  const html = renderSections([{ type: 'offers' }], undefined, bookOf({ [productFixture.id]: [offer('one', 100, { readAt: '2026-11-20T18:05:00.000Z' }), offer('two', 120)] }))
  expect(html).toContain('<a href="https://one.example/p?tag=t" target="_blank" rel="sponsored nofollow noopener noreferrer" class="button button--buy offers__link" aria-label="View offer at Shop one">View offer</a>')
  // A live price: the absolute time, marked for the page's script to tell as an age against the reader's clock.
  expect(html).toContain('<time dateTime="2026-11-20T18:05:00.000Z" data-checked-at="">Nov 20, 2026, 6:05 PM UTC</time>')
  expect(html).toContain('We earn a commission at one.')
  expect(html).toContain('We earn a commission at two.')
  expect(html).not.toContain('Demo prices')
})

test('demo prices say so, each labelled with its data set\'s day and never marked to be told as an age; a product no retailer lists says that instead of an empty table', () => {
  const demo = renderSections([{ type: 'offers' }], undefined, bookOf({ [productFixture.id]: [offer('one', 100, { readAt: '2026-11-20T06:00:00.000Z' })] }, { demo: true, asOf: '2026-11-20T06:00:00.000Z' }))
  expect(demo).toContain('Demo prices from fictional shops')
  expect(demo).toContain('<time dateTime="2026-11-20T06:00:00.000Z">Demo price as of Nov 20, 2026</time>')
  expect(demo).not.toContain('data-checked-at')
  const empty = renderSections([{ type: 'offers', heading: 'Compare prices' }], undefined, bookOf({}))
  expect(empty).toContain('>Compare prices</h2>')
  expect(empty).toContain('No retailer we follow lists the Acme R1 Rower right now.')
  expect(empty).not.toContain('<table')
})
