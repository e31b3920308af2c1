import type { RelatedData } from './RelatedItem.ts'
import type { ReviewProductModel } from './ReviewProductModel.ts'

/**
 * A review page's product and related products, which the comparison and related-products
 * sections read. Every other section carries its own data (`section.resolved`, see ResolvedSection).
 */
export type PageData = {
  product?: ReviewProductModel
  related?: RelatedData
}
