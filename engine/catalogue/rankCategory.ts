import type { FactBook } from '../facts/FactBook.ts'
import type { LandedPrice, PriceView } from '../shop/PriceView.ts'
import type { ApiProduct } from './ApiProduct.ts'
import type { Category } from './Categories.ts'
import { giveAwards } from './awards.ts'
import type { GivenAward } from './awards.ts'
import { byRanking, meanStars, scoreProduct } from './scoreProduct.ts'
import type { ProductScore } from './scoreProduct.ts'

/** A category's order for one snapshot of the offers: its products ranked, their scores, the awards, and when. */
export type Ranking<P = ApiProduct> = {
  data: P[]
  awards: GivenAward[]
  /** Each product's score: worked out on its first read when the order was kept by the build (keptRankings.ts). */
  scoreOf: (id: string) => ProductScore
  awardsOf: ReadonlyMap<string, string[]>
  /**
   * The day the ranking holds from (YYYY-MM-DD): the newest price read in the offers it used, or
   * the method's date when that is later (or the method reads no price, or no offer is current).
   */
  rankedOn: string
  /** The day of the newest price the ranking read (YYYY-MM-DD), when it read any. */
  pricesOn?: string
  /** When the first live price it read gets too old to count (ms since the epoch): the ranking holds until then. */
  until: number
}

/** What ranking reads of a product: its facts, measured values, sub-scores and customer rating. */
export type RankedProduct = Pick<ApiProduct, 'id' | 'category' | 'facts' | 'measured' | 'scores' | 'rating'>

/** The best current landed price, for a category whose scores read no price but whose awards may. */
function landedPrice(prices: PriceView, id: string, alreadyRead: boolean): number | undefined {
  return alreadyRead ? undefined : prices.landed(id)?.amount
}

/** Whether the category's method scores a price (price value): then its ranking moves with the offers. */
export const readsPrices = (category: Category): boolean => category.method.criteria.some((criterion) => criterion.from?.some(({ price }) => price !== undefined))

/** One product's score by its category's method, at its best current landed price (when the method reads one). */
export function scoreIn(category: Category, product: RankedProduct, mean: number, facts: FactBook, landed: LandedPrice | undefined): ProductScore {
  const subject = { category: category.slug, facts: product.facts, measured: product.measured, landedPrice: landed?.amount, ...(landed ? { priceShown: landed.shown } : {}) }
  return scoreProduct(category.method, product, mean, { facts, subject })
}

/** Each product's awards by label, from the awards given. */
export function awardsByProduct(data: readonly { id: string }[], awards: readonly GivenAward[]): ReadonlyMap<string, string[]> {
  return new Map(data.map((product) => [product.id, awards.filter((award) => award.winnerId === product.id).map((award) => award.label)]))
}

/** Scores every product of the category by its method against these prices, ranks them and gives the awards. */
export function rankCategory<P extends RankedProduct>(category: Category, products: readonly P[], facts: FactBook, prices: PriceView): Ranking<P> {
  const mean = meanStars(products)
  const readsPrice = readsPrices(category)
  const scores = new Map<string, ProductScore>()
  const landedPrices = new Map<string, number>()
  let newestPrice = ''
  let until = Infinity
  for (const product of products) {
    const landed = readsPrice ? prices.landed(product.id) : undefined
    if (landed && landed.readAt > newestPrice) newestPrice = landed.readAt
    if (landed) until = Math.min(until, landed.until)
    if (landed) landedPrices.set(product.id, landed.amount)
    scores.set(product.id, scoreIn(category, product, mean, facts, landed))
  }
  const scored = products.map((product) => ({ product, ourScore: scores.get(product.id)!, rating: product.rating }))
  // "Our ranking" is the category's default order; Array.sort is stable, so a full tie keeps file order.
  scored.sort(byRanking)
  const data = scored.map(({ product }) => product)
  // Price awards read the same best landed prices as price value: they move with the offers.
  const candidates = data.map(({ id, category, facts, measured }) => ({ id, category, facts, measured, landedPrice: landedPrices.get(id) ?? landedPrice(prices, id, readsPrice) }))
  const awards = giveAwards(category.awards, candidates, facts, category.slug)
  const pricesOn = newestPrice.slice(0, 10)
  return { data, awards, scoreOf: (id) => scores.get(id)!, awardsOf: awardsByProduct(data, awards), until, rankedOn: [category.method.date, pricesOn].sort().at(-1) ?? category.method.date, ...(pricesOn ? { pricesOn } : {}) }
}
