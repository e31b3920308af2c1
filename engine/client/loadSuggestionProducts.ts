import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import { createApiClient } from './apiClient.ts'

let pending: Promise<ApiProduct[]> | undefined

/**
 * The header's suggestion list: every category's list fetched in parallel, once per page load.
 * A failure is logged and leaves the suggestions empty; the search box still submits.
 */
export function loadSuggestionProducts(categories: readonly string[]): Promise<ApiProduct[]> {
  pending ??= (async () => {
    const client = createApiClient()
    try {
      const lists = await Promise.all(categories.map((slug) => client.category(slug)))
      return lists.flatMap((list) => list.data)
    } catch (error) {
      console.error('Failed to fetch products:', error)
      pending = undefined
      return []
    }
  })()
  return pending
}
