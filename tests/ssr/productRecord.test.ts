import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiProduct } from '../../engine/catalogue/ApiProduct.ts'
import { fixtureContent } from '../support/content.ts'
import { shopHosts } from '../support/shopOfBuyLink.ts'
import { fetchPage, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'
import { formatPrice } from '../../engine/format/money.ts'

// Over every product of every category the test server serves: what the product API answers about
// buying it (link, shop, price, "was" price, saving, deal, score) is what its card and its review
// page show, to the character.

let site: Started
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site.close())

const content = fixtureContent()
const categories = content.categories.all().filter((category) => content.catalogue.category(category.slug)?.data.length)

const unescape = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>')
const text = (html: string) => unescape(html.replace(/<[^>]*>/g, ''))
const first = (pattern: RegExp, html: string) => pattern.exec(html)?.[1]

async function apiProducts(slug: string): Promise<ApiProduct[]> {
  const response = await fetch(`${site.url}/api/products/category/${slug}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: ApiProduct[] }).data
}

/** Every card of a category's default list, page after page, by product id. */
async function cardsOf(path: string, count: number): Promise<Map<string, string>> {
  const cards = new Map<string, string>()
  for (let page = 1; cards.size < count && page <= count; page++) {
    const { status, html } = await fetchPage(site, page === 1 ? path : `${path}?page=${page}`)
    expect(status).toBe(200)
    for (const [, id, card] of html.matchAll(/<article[^>]* id="product-([^"]+)"[^>]*>(.*?)<\/article>/gs)) cards.set(id!, card!)
  }
  return cards
}

/** What a shopper pays now: the API's discount when a "was" price is shown, else its regular price. */
const paysNow = (product: ApiProduct) => product.price && formatPrice(product.price.discount ?? product.price.regular)
/** The "was" price the API answers: regular, only beside a discount. */
const wasOf = (product: ApiProduct) => (product.price?.discount === undefined ? undefined : formatPrice(product.price.regular))

function expectCardAgrees(product: ApiProduct, card: string): void {
  const buy = /<a href="([^"]*)"[^>]*class="button button--buy product-card__buy"[^>]*>Check Price on ([^<]*)<\/a>/.exec(card)
  expect(buy ? [unescape(buy[1]!), unescape(buy[2]!)] : undefined, 'buy link and shop').toEqual(product.affiliate_link ? [product.affiliate_link, product.shop] : undefined)
  if (!product.affiliate_link) expect(card).toContain('class="buy-none"')
  expect(first(/<span class="product-card__price">([^<]*)<\/span>/, card), 'price').toBe(paysNow(product))
  expect(first(/<p class="product-card__was">Was (\$[\d,.]+), /, card), '"was" price').toBe(wasOf(product))
  expect(first(/<span class="badge badge--save">Save (\d+)%<\/span>/, card), 'saving').toBe(product.price?.savingsPercent?.toString())
  expect(card.includes('badge--deal'), 'deal mark').toBe(product.deal === true)
  expect(first(/<span class="our-score[^"]*">([^<]*)<\/span>/, card), 'score').toBe(`Our score ${product.ourScore.overall.toFixed(1)}/10`)
}

function expectReviewAgrees(product: ApiProduct, html: string): void {
  const hero = first(/<section class="section review-hero"[^>]*>(.*?)<\/section>/s, html) ?? ''
  const heroBuy = /<a href="([^"]*)"[^>]*class="button button--buy">Buy Now from (.*?)<\/a>/.exec(hero)
  expect(heroBuy ? [unescape(heroBuy[1]!), text(heroBuy[2]!)] : undefined, 'hero buy link and shop').toEqual(product.affiliate_link ? [product.affiliate_link, product.shop] : undefined)
  expect(first(/<span class="review-hero__amount">([^<]*)<\/span>/, hero), 'hero price').toBe(paysNow(product))
  expect(first(/<span class="price-claims__was">Was <s>([^<]*)<\/s>/, hero), 'hero "was" price').toBe(wasOf(product))
  const saving = first(/<strong class="price-claims__save">([^<]*)<\/strong>/, hero)
  expect(saving && text(saving).trim(), 'hero saving').toBe(product.price?.savingsPercent === undefined ? undefined : `Save ${product.price.savingsPercent}%`)
  expect(hero.includes('badge--deal'), 'hero deal mark').toBe(product.deal === true)
  expect(first(/<span class="our-score">([^<]*)<\/span>/, hero), 'hero score').toBe(`Our score ${product.ourScore.overall.toFixed(1)}/10`)
  const bar = first(/<aside class="buy-bar"[^>]*>(.*?)<\/aside>/s, html)
  if (bar !== undefined) {
    const barBuy = /<a href="([^"]*)"[^>]*aria-label="Buy Now from ([^"]*)"/.exec(bar)
    expect(barBuy ? [unescape(barBuy[1]!), unescape(barBuy[2]!)] : undefined, 'buy bar link and shop').toEqual(product.affiliate_link ? [product.affiliate_link, product.shop] : undefined)
    expect(first(/<span class="buy-bar__price">([^<]*)<\/span>/, bar), 'buy bar price').toBe(paysNow(product))
  }
  expectStructuredDataAgrees(product, html)
}

/** The page's Product markup offers the API's best offer at the API's price, and nothing when there is none. */
function expectStructuredDataAgrees(product: ApiProduct, html: string): void {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!) as unknown)
  const graph = blocks.flatMap((block) => ((block as { '@graph'?: unknown[] })['@graph'] ?? [block]) as { '@type'?: string; offers?: { offers: { url: string; price: string; seller: { name: string } }[] } }[])
  const marked = graph.find((node) => node['@type'] === 'Product')
  expect(marked, 'Product markup').toBeDefined()
  const best = marked!.offers?.offers.find((offer) => offer.url === product.affiliate_link)
  if (!product.price) return expect(best, 'no offer marked without a shown price').toBeUndefined()
  expect(best && [best.price, best.seller.name], 'marked best offer').toEqual([(product.price.discount ?? product.price.regular).toFixed(2), product.shop])
}

describe.each(categories.map((category) => [category.slug, category.path] as const))('%s: the API, the cards and the review pages say the same', (slug, path) => {
  test('every product', async () => {
    const products = await apiProducts(slug)
    expect(products.map((product) => product.id)).toEqual(content.catalogue.category(slug)!.data.map((product) => product.id))
    const cards = await cardsOf(path, products.length)
    for (const product of products) {
      const card = cards.get(product.id)
      expect(card, `card of ${product.id}`).toBeDefined()
      expectCardAgrees(product, card!)
      if (!product.pageLink) continue
      const { status, html } = await fetchPage(site, product.pageLink)
      expect(status).toBe(200)
      expectReviewAgrees(product, html)
    }
  })
})

test('the fixture puts each kind of price on some product: a "was" price with a saving, and a price without one', async () => {
  const products = (await Promise.all(categories.map((category) => apiProducts(category.slug)))).flat()
  expect(products.some((product) => product.price?.savingsPercent !== undefined && product.pageLink)).toBe(true)
  expect(products.some((product) => product.price && product.price.discount === undefined)).toBe(true)
  // Every buy link leads to a shop of the offers store, none to a shop the site has no offer from.
  const hosts = shopHosts()
  for (const product of products) if (product.affiliate_link) expect(hosts, product.id).toContain(new URL(product.affiliate_link).host)
})
