import type { CategoryFact } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { FactBook } from '../../facts/FactBook.ts'
import type { FeatureValues } from '../../shop/featureFilters.ts'
import { checkPriceOf } from '../../shop/PriceView.ts'
import type { PriceView } from '../../shop/PriceView.ts'
import type { CardProduct } from './CategoryPageModel.ts'

/** The fact keys some card fact reads: only these are sent to the browser. */
export function shownSpecs(facts: readonly CategoryFact[]): string[] {
  return [...new Set(facts.flatMap((fact) => (fact.fact === 'price' ? [] : [fact.fact])))]
}

/** What a card needs to show: made only for the products a view lists, compares or promotes. */
export type CardInputs = { shown: readonly string[]; book: FactBook; features: FeatureValues; prices: PriceView }

/** One product as its card, the compare dialog's buttons and the promo show it. */
export function cardProduct(product: ApiProduct, rank: number, { shown, book, features, prices }: CardInputs): CardProduct {
  const specs = Object.fromEntries(shown.flatMap((key) => {
    const value = book.display(product, key)
    return value ? [[key, value]] : []
  }))
  // Price, claims, score and buy link all from the summary the API and the review page read too.
  const summary = prices.summary(product.id)
  return {
    id: product.uniqueId,
    rank,
    title: product.title,
    brand: product.brand,
    images: product.sub_images?.length ? product.sub_images : [product.image],
    ...(summary.price ? { price: summary.price } : {}),
    ...checkPriceOf(summary),
    inStockAt: summary.inStockAt,
    claims: summary.claims,
    rating: product.rating,
    ourScore: product.ourScore.overall,
    awards: product.awards,
    specs,
    features,
    ...(product.pageLink ? { pageLink: product.pageLink } : {}),
    ...summary.buyLink,
  }
}
