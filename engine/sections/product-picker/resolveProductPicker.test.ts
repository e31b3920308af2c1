import { expect, test } from 'vitest'
import { fixtureContent } from '../../../tests/support/content.ts'
import { loaded } from '../../../tests/support/sections.ts'
import { resolveSections } from '../resolveSections.server.ts'
import { resolveProductPicker } from './resolveProductPicker.server.ts'

const { catalogue, site } = fixtureContent()
const [first, second] = catalogue.categories.all()

test('a picker takes its categories in turn, in ranked order, up to its limit, with the site\'s compare limit', () => {
  const section = loaded({ type: 'product-picker', heading: 'Pick', categories: [first!.slug, second!.slug], limit: 3 })
  const data = resolveProductPicker(section, { catalogue, site })
  const a = catalogue.category(first!.slug)!.data
  const b = catalogue.category(second!.slug)!.data
  expect(data.items.map((item) => item.id)).toEqual([a[0]!.id, b[0]!.id, a[1]!.id])
  expect(data).toMatchObject({ max: site.compare.categoryMax })
  for (const item of data.items) expect(item.shop).toBe(catalogue.prices.summary(item.id).offer?.retailer.name)
})

test('each section carries its own resolved data; sections without a resolver pass through unchanged', () => {
  const pickers = [
    loaded({ type: 'product-picker', heading: 'One', categories: [first!.slug], limit: 1 }),
    loaded({ type: 'product-picker', heading: 'Two', categories: [second!.slug], limit: 2 }),
  ]
  const prose = loaded({ type: 'prose', heading: 'Words', paragraphs: ['Text.'] })
  const [one, two, text] = resolveSections([...pickers, prose], { catalogue, site })
  expect(one).toMatchObject({ heading: 'One', resolved: { items: [{ id: catalogue.category(first!.slug)!.data[0]!.id }] } })
  expect(two && 'resolved' in two && (two.resolved as { items: unknown[] }).items).toHaveLength(2)
  expect(text).toEqual(prose)
})
