import { beforeAll, expect, test } from 'vitest'
import { demoOfferBook } from '../../api/store/demo/demoOfferBook.ts'
import { keepRankings } from '../../engine/catalogue/keptRankings.ts'
import type { KeptRankings } from '../../engine/catalogue/keptRankings.ts'
import { readsPrices } from '../../engine/catalogue/rankCategory.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { pricedContent } from '../../engine/load/Content.ts'
import type { Content } from '../../engine/load/Content.ts'
import { loadContent, readRetailers } from '../../engine/load/loadContent.server.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// A server over the content its build checked reads each category's order from the rankings the
// build kept instead of scoring every product at its start. Whenever a price a ranking read has
// changed since, the category is ranked again: a shopper never sees an order the prices no longer give.

/** The fixture content, read as a production start reads the content its build checked when `rankings` is given. */
function load(rankings?: KeptRankings): Content {
  const loaded = loadContent(FIXTURE_ROOT, { checked: rankings !== undefined, rankings })
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
  return loaded.content
}

let demo: OfferBook
let kept: KeptRankings
beforeAll(() => {
  const content = load()
  demo = demoOfferBook(content, readRetailers(FIXTURE_ROOT))
  // Through JSON, as the build writes it and a start reads it.
  kept = JSON.parse(JSON.stringify(keepRankings(pricedContent(content, demo).catalogue, 'the content digest'))) as KeptRankings
})

/** What a category page and the API show of a category: its order, every product as answered (score included), its awards and date. */
function shown(content: Content, slug: string) {
  const listing = content.catalogue.category(slug)!
  return { order: listing.data.map((product) => product.id), products: JSON.parse(JSON.stringify(listing.data)) as unknown, awards: listing.awards, rankedOn: listing.rankedOn }
}

const slugs = () => Object.keys(kept.categories)

/** The demo offers with none of one product's in stock any more. */
function soldOut(book: OfferBook, id: string): OfferBook {
  const offers = new Map(book.offers)
  offers.set(
    id,
    (book.offers.get(id) ?? []).map((offer) => ({ ...offer, availability: 'out_of_stock' as const })),
  )
  return { ...book, version: book.version + 1, offers }
}

test('at the prices it was kept at, every category shows what ranking it again shows: order, products, scores, awards and date', () => {
  expect(slugs().length).toBeGreaterThan(1)
  const ranked = pricedContent(load(), demo)
  const read = pricedContent(load(kept), demo)
  for (const slug of slugs()) expect(shown(read, slug)).toEqual(shown(ranked, slug))
})

test('while its prices hold, the kept order is the one shown, not ranked again', () => {
  const [slug] = slugs()
  const { order, prices } = kept.categories[slug!]!
  const reversed = { ...kept, categories: { ...kept.categories, [slug!]: { ...kept.categories[slug!]!, order: [...order].reverse(), prices: [...prices].reverse() } } }
  expect(shown(pricedContent(load(reversed), demo), slug!).order).toEqual([...order].reverse())
})

test('a price changed since the build: the category is ranked again at the new prices, and shows the move', () => {
  const categories = load().categories
  const ranked = load()
  // The first place of a category whose method reads prices, sold out: it loses its price value and its place.
  const changes = slugs()
    .filter((slug) => readsPrices(categories.get(slug)!))
    .map((slug) => ({ slug, book: soldOut(demo, kept.categories[slug]!.order[0]!) }))
  const moved = changes.find(({ slug, book }) => shown(pricedContent(ranked, book), slug).order[0] !== kept.categories[slug]!.order[0])
  expect(moved).toBeDefined()
  const { slug, book } = moved!
  expect(shown(pricedContent(load(kept), book), slug)).toEqual(shown(pricedContent(ranked, book), slug))
})

test('rankings kept for other content are not read: a load that is not of checked content ranks every category', () => {
  const [slug] = slugs()
  const reversed = { ...kept, categories: { [slug!]: { ...kept.categories[slug!]!, order: [...kept.categories[slug!]!.order].reverse() } } }
  const loaded = loadContent(FIXTURE_ROOT, { rankings: reversed })
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
  expect(shown(pricedContent(loaded.content, demo), slug!).order).toEqual(kept.categories[slug!]!.order)
})
