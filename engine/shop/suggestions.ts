import type { Catalogue } from '../catalogue/Catalogue.ts'
import { productHref } from './productHref.ts'
import { productSearch } from './searchProducts.ts'

/** One entry of the header's suggestion list, as GET /api/search/suggestions answers it. */
export type Suggestion = { id: string; title: string; category: string; href: string }

/** How many suggestions the header lists at most. */
export const MAX_SUGGESTIONS = 8

/**
 * The header's suggestions for what a shopper has typed so far: the best matches of the site
 * search, each leading where the product is shown (its review, else its card in its category).
 */
export function suggestProducts(catalogue: Catalogue, text: string, pageSize: number, limit = MAX_SUGGESTIONS): Suggestion[] {
  return productSearch(catalogue)
    .search(text)
    .slice(0, limit)
    .map((product) => ({
      id: product.id,
      title: product.title,
      category: catalogue.categories.get(product.category)?.label ?? product.category,
      href: productHref(product, catalogue, pageSize),
    }))
}
