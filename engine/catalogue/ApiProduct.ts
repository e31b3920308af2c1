import type { CatalogueProduct, CategorySlug } from '../../schemas/types.gen.ts'
import type { CustomerRating } from '../shop/rating.ts'
import type { ApiShopFields } from './apiShopFields.ts'
import type { ProductScore } from './scoreProduct.ts'

/**
 * A product as the API's list calls answer it: the catalogue fields plus what the server derives
 * from them, its buy link, shop and prices from its summary (engine/shop/PriceView.ts), as its
 * card and review page show them. Every field is described in docs/api.md.
 */
export type ApiProduct = CatalogueProduct & ApiShopFields & {
  category: CategorySlug
  /** The catalogue's stars and count, with where and when they were read (site.yaml's customerRatings). */
  rating: CustomerRating
  /** Same as rating.stars, for callers that read it at the top level. */
  stars: number
  uniqueId: string
  /** The site's score out of 10, computed from the sub-scores by the category's method. */
  ourScore: ProductScore
  /** The labels of the category's awards this product won, computed from the awards' rules. */
  awards: string[]
  /**
   * Every fact the product has, by key, as pages show it ("300 lb (136 kg)"): the API's text view
   * of the typed `facts`, where measured values replace the maker's.
   */
  specs: Record<string, string>
  /** The review page, for products that have one. */
  pageLink?: string
}
