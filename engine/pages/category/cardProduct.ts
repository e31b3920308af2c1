import type { CategoryFact } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { FactBook } from '../../facts/FactBook.ts'
import { buyLink } from '../../shop/affiliate.ts'
import { currentPrice, priceCheck } from '../../shop/currentPrice.ts'
import type { FeatureValues } from '../../shop/featureFilters.ts'
import { offersFor } from '../../shop/offerBook.ts'
import { priceClaims } from '../../shop/priceClaims.ts'
import type { DealRule } from '../../shop/priceRules.ts'
import type { CardProduct } from './CategoryPageModel.ts'

/** The fact keys some card fact reads: only these are sent to the browser. */
export function shownSpecs(facts: readonly CategoryFact[]): string[] {
  return [...new Set(facts.flatMap((fact) => (fact.fact === 'price' ? [] : [fact.fact])))]
}

/** What a card needs to show: made only for the products a view lists, compares or promotes. */
export type CardInputs = { shown: readonly string[]; book: FactBook; features: FeatureValues; deals: DealRule | undefined }

/** One product as its card, the compare dialog's buttons and the promo show it. */
export function cardProduct(product: ApiProduct, rank: number, { shown, book, features, deals }: CardInputs): CardProduct {
  const specs = Object.fromEntries(shown.flatMap((key) => {
    const value = book.display(product, key)
    return value ? [[key, value]] : []
  }))
  return {
    id: product.uniqueId,
    rank,
    title: product.title,
    brand: product.brand,
    images: product.sub_images?.length ? product.sub_images : [product.image],
    price: currentPrice(product),
    ...priceCheck(product),
    inStockAt: offersFor(product.id).filter((offer) => offer.availability === 'in_stock').length,
    claims: priceClaims(product, deals),
    rating: product.rating,
    ourScore: product.ourScore.overall,
    awards: product.awards,
    specs,
    features,
    ...(product.pageLink ? { pageLink: product.pageLink } : {}),
    ...buyLink(product),
  }
}
