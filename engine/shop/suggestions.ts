import type { ApiProduct } from '../catalogue/ApiProduct.ts'

export type Suggestion = { id: string; title: string; href: string }

/**
 * Header search suggestions appear only for non-blank text and match the start of the
 * product's title, case-insensitive. Each links to the product's category page.
 */
export function suggestProducts(products: readonly ApiProduct[], text: string, limit = 8): Suggestion[] {
  const prefix = text.trim().toLowerCase()
  if (!prefix) return []
  const matches: Suggestion[] = []
  for (const product of products) {
    if (!product.title.toLowerCase().startsWith(prefix)) continue
    matches.push({ id: product.uniqueId, title: product.title, href: `/category/${product.category}` })
    if (matches.length === limit) break
  }
  return matches
}
