import type { CustomerRating } from '../../shop/rating.ts'

/** One card of a related-products section. */
export type RelatedItem = {
  id: string
  title: string
  image: string
  rating: CustomerRating
  /** The best current offer's tracked link; absent when no shop has it in stock. */
  buyHref?: string
  /** The shop buyHref leads to. */
  shop?: string
}

/**
 * Related products, resolved on the server: the automatic choice (same category first, then
 * closest in rating and price, at most 6) for sections that list no ids, and every product a section lists, by id.
 */
export type RelatedData = { automatic: RelatedItem[]; listed: Record<string, RelatedItem> }
