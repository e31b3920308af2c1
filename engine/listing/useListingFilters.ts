import { useState } from 'react'
import { useUrlState } from '../client/urlState.ts'
import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import type { ListingFilters } from '../shop/listing.ts'
import { listingQuery, parseListingQuery } from '../shop/listingQuery.ts'

/**
 * The view (sort, rating, price, page) of a category list. A change shows at once and is written
 * to the URL (History API); Back and Forward read the view back from the URL.
 */
export function useListingFilters(model: CategoryPageModel) {
  const { path, priceBounds, settings } = model
  const [filters, setFilters] = useState(model.filters)
  const hrefFor = (view: ListingFilters) => path + listingQuery(view, priceBounds.max)
  const writeUrl = useUrlState((search) => setFilters(parseListingQuery(Object.fromEntries(search), priceBounds.max, settings.slider.max)))
  function show(view: ListingFilters, continuous = false) {
    setFilters(view)
    writeUrl(hrefFor(view), continuous)
  }
  // The price slider moves in steps while dragged: those steps make one history entry.
  const change = (next: Partial<ListingFilters>) => show({ ...filters, ...next, page: 1 }, Object.keys(next).join() === 'maxPrice')
  return { filters, change, show, hrefFor }
}
