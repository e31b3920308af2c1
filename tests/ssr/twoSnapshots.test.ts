import { afterAll, beforeAll, expect, test } from 'vitest'
import { pricedContent } from '../../engine/load/Content.ts'
import { FIXTURE_ROOT, fixtureContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import { bookOf, offer } from '../support/testOffers.ts'

// Prices are a value handed to what renders them, not a state of the process: two sites in one
// process, each given its own snapshot of the offers, each show their own prices at the same time.

const content = fixtureContent()
const [slug, review] = [...content.reviews].find(([, page]) => content.catalogue.byId(page.product))!
const productId = review.product
const snapshots = {
  cheap: bookOf({ [productId]: [offer('north', 411.11)] }),
  dear: bookOf({ [productId]: [offer('south', 977.77, { shipping: 12 })] }),
}
const sites: Partial<Record<keyof typeof snapshots, Started>> = {}

beforeAll(async () => {
  for (const name of ['cheap', 'dear'] as const) sites[name] = await startSite({ root: FIXTURE_ROOT, content: pricedContent(content, snapshots[name]) })
})
afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => site.close()))
})

test('the same review page, asked of both at once, shows each its own price and shop', async () => {
  const [cheap, dear] = await Promise.all([fetchPage(sites.cheap!, `/product/${slug}`), fetchPage(sites.dear!, `/product/${slug}`)])
  expect(cheap.status).toBe(200)
  expect(dear.status).toBe(200)
  expect(cheap.html).toContain('$411.11')
  expect(cheap.html).toContain('Shop north')
  expect(cheap.html).not.toContain('$977.77')
  expect(dear.html).toContain('$977.77')
  expect(dear.html).toContain('Shop south')
  expect(dear.html).not.toContain('$411.11')
  // Each answer names the product it shows a price of, for its cache keys.
  expect(cheap.headers.get('surrogate-key')).toContain(`product-${productId}`)
})

test("the product API of each answers that snapshot's price, as the catalogue at each snapshot does", async () => {
  const priceIn = async (site: Started) => {
    const body = (await (await fetch(`${site.url}/api/products`)).json()) as { data: { id: string; price?: { regular: number }; shop?: string }[] }
    return body.data.find((item) => item.id === productId)
  }
  const [cheap, dear] = await Promise.all([priceIn(sites.cheap!), priceIn(sites.dear!)])
  expect(cheap).toMatchObject({ price: { regular: 411.11 }, shop: 'Shop north' })
  expect(dear).toMatchObject({ price: { regular: 977.77 }, shop: 'Shop south' })
  expect(content.catalogue.at(snapshots.cheap).byId(productId)?.price).toEqual({ regular: 411.11, currency: 'USD' })
  expect(content.catalogue.at(snapshots.dear).byId(productId)?.price).toEqual({ regular: 977.77, currency: 'USD' })
})
