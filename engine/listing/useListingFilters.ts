import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import type { ListingFilters } from '../shop/listing.ts'
import { listingQuery } from '../shop/listingQuery.ts'

/** Wait after the last slider move before writing the URL, so dragging makes one history entry. */
const URL_DELAY_MS = 300

/**
 * The view (sort, rating, price, page) of a category list. A change shows at once and the URL
 * catches up; a new URL (Back, Forward, a pagination link) brings a new model, whose view is shown.
 */
export function useListingFilters(model: CategoryPageModel) {
  const { path, priceBounds } = model
  const [filters, setFilters] = useState(model.filters)
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const modelQuery = listingQuery(model.filters, priceBounds.max)
  useEffect(() => setFilters(model.filters), [modelQuery])
  const hrefFor = (view: ListingFilters) => path + listingQuery(view, priceBounds.max)
  function change(next: Partial<ListingFilters>) {
    const view = { ...filters, ...next, page: 1 }
    setFilters(view)
    clearTimeout(urlTimer.current)
    urlTimer.current = setTimeout(() => void navigate(hrefFor(view), { keepScrollPosition: true }), URL_DELAY_MS)
  }
  return { filters, change, hrefFor }
}
