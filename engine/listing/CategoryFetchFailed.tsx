import { useEffect } from 'react'
import { navigate } from 'vike/client/router'
import type { CategoryLink } from '../pages/LayoutModel.ts'
import { EmptyState } from './EmptyState.tsx'
import './CategoryListing.css'

/**
 * SPEC section 8, "Category list fetch failure": when the browser cannot fetch a category's
 * products (a client-side navigation whose data request fails), the failure is logged and the
 * list ends empty. "Reset filters" asks for the canonical page again, so it doubles as a retry.
 */
export function CategoryFetchFailed({ category, error }: { category: CategoryLink; error: unknown }) {
  useEffect(() => {
    console.error('Failed to fetch products', error)
  }, [error])
  return (
    <div className="listing">
      <h1 className="listing__heading">{category.label}</h1>
      <EmptyState onReset={() => void navigate(category.href)} />
    </div>
  )
}
