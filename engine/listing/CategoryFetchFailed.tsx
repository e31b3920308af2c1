import { useEffect } from 'react'
import { navigate } from 'vike/client/router'
import type { CategorySlug } from '../../schemas/types.gen.ts'
import { categoryLabel, categoryPath } from '../catalogue/categories.ts'
import { EmptyState } from './EmptyState.tsx'
import './CategoryListing.css'

/**
 * SPEC section 8, "Category list fetch failure": when the browser cannot fetch a category's
 * products (a client-side navigation whose data request fails), the failure is logged and the
 * list ends empty. "Reset filters" asks for the canonical page again, so it doubles as a retry.
 */
export function CategoryFetchFailed({ category, error }: { category: CategorySlug; error: unknown }) {
  useEffect(() => {
    console.error('Failed to fetch products', error)
  }, [error])
  return (
    <div className="listing">
      <h1 className="listing__heading">{categoryLabel(category)}</h1>
      <EmptyState onReset={() => void navigate(categoryPath(category))} />
    </div>
  )
}
