import type { ApiProduct } from '../catalogue/ApiProduct.ts'

/** Longest query we read; anything after it is ignored rather than refused. */
export const MAX_QUERY_LENGTH = 100

/** The query as searched: trimmed, inner spaces collapsed, cut to MAX_QUERY_LENGTH. */
export function normalizeQuery(raw: string | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/**
 * Products where every word of the query appears in the title, brand or category name
 * (case-insensitive), titles that start with the query first, then in catalogue order.
 */
export function searchProducts(products: readonly ApiProduct[], query: string, categoryLabel: (slug: string) => string): ApiProduct[] {
  const words = normalizeQuery(query).toLowerCase().split(' ').filter(Boolean)
  if (!words.length) return []
  const prefix = words.join(' ')
  const matches = products.filter((product) => {
    const haystack = `${product.title} ${product.brand} ${categoryLabel(product.category)}`.toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
  const starts = (product: ApiProduct) => (product.title.toLowerCase().startsWith(prefix) ? 0 : 1)
  return matches.map((product, index) => ({ product, index })).sort((a, b) => starts(a.product) - starts(b.product) || a.index - b.index).map(({ product }) => product)
}
