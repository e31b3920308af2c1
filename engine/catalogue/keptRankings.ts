import type { FactBook } from '../facts/FactBook.ts'
import type { LandedPrice, PriceView } from '../shop/PriceView.ts'
import type { GivenAward } from './awards.ts'
import type { Categories, Category } from './Categories.ts'
import type { CategorySlug } from '../../schemas/types.gen.ts'
import { awardsByProduct, readsPrices, scoreIn } from './rankCategory.ts'
import type { RankedProduct, Ranking } from './rankCategory.ts'
import { meanStars } from './scoreProduct.ts'
import type { ProductScore } from './scoreProduct.ts'

/**
 * A category's ranking as a build worked it out: the order, the awards, and the best landed price
 * each product had then (amount, when it was read and how long it counts), which is all a ranking
 * reads of the offers. Written as JSON: a price that never stops counting has `until` null.
 */
export type KeptRanking = { order: string[]; prices: (string | null)[]; awards: GivenAward[]; rankedOn: string; pricesOn?: string; until: number | null }

/**
 * Every category's ranking at the offers a build rendered its pages with, under the digest of the
 * content it ranked (checkedContent.server.ts): a server over the same content and a snapshot
 * whose prices are the same for a category reads that category's order from here instead of
 * scoring every product at its start (the home page names each category's first place).
 */
export type KeptRankings = { content: string; categories: Record<string, KeptRanking> }

/** What a ranking read of one product's offers, as one comparable text. */
const priceRead = (landed: LandedPrice | undefined): string | null => (landed ? `${landed.amount}@${landed.readAt}@${landed.until}` : null)

/** What keeping reads of a catalogue at one snapshot (Catalogue's own members). */
type RankedCatalogue = { categories: Categories; prices: PriceView; category(slug: CategorySlug): Ranking<{ id: string }> | undefined }

/** The rankings of every category of `catalogue` at its snapshot, for the content of digest `content`. */
export function keepRankings(catalogue: RankedCatalogue, content: string): KeptRankings {
  const categories: Record<string, KeptRanking> = {}
  for (const { slug } of catalogue.categories.all()) {
    const listing = catalogue.category(slug)
    if (!listing) continue
    const order = listing.data.map((product) => product.id)
    const { awards, rankedOn, pricesOn, until } = listing
    categories[slug] = { order, prices: order.map((id) => priceRead(catalogue.prices.landed(id))), awards, rankedOn, ...(pricesOn ? { pricesOn } : {}), until: until === Infinity ? null : until }
  }
  return { content, categories }
}

/**
 * The category's ranking from what a build kept, when it holds for these products and prices: the
 * same products, each at the price it was ranked on, and no price grown too old since. Scores
 * are worked out per product on their first read. Undefined when it does not hold: then the
 * category is ranked again.
 */
export function keptRanking<P extends RankedProduct>(kept: KeptRanking | undefined, category: Category, products: readonly P[], facts: FactBook, prices: PriceView): Ranking<P> | undefined {
  if (!kept || kept.order.length !== products.length || (kept.until ?? Infinity) <= Date.now()) return undefined
  const byId = new Map(products.map((product) => [product.id, product]))
  const data: P[] = []
  for (const [index, id] of kept.order.entries()) {
    const product = byId.get(id)
    if (!product || priceRead(prices.landed(id)) !== kept.prices[index]) return undefined
    data.push(product)
  }
  const mean = meanStars(products)
  const readsPrice = readsPrices(category)
  const scores = new Map<string, ProductScore>()
  const scoreOf = (id: string): ProductScore => {
    const kept = scores.get(id)
    if (kept) return kept
    const score = scoreIn(category, byId.get(id)!, mean, facts, readsPrice ? prices.landed(id) : undefined)
    scores.set(id, score)
    return score
  }
  const { awards, rankedOn, pricesOn } = kept
  return { data, awards, scoreOf, awardsOf: awardsByProduct(data, awards), rankedOn, ...(pricesOn ? { pricesOn } : {}), until: kept.until ?? Infinity }
}
