import { useState } from 'react'
import { useUrlState } from '../client/urlState.ts'
import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import type { ListingFilters } from '../shop/listing.ts'
import { chosenIds } from '../comparison/compareScope.ts'
import { listingQuery, parseListingQuery } from '../shop/listingQuery.ts'

/**
 * The view (sort, rating, price, feature filters, page) of a category list and the products picked for
 * comparison. A change shows at once and is written to the URL (History API), so reload and a
 * shared link show the same; Back and Forward read both back from the URL.
 */
export function useListingFilters(model: CategoryPageModel) {
  const { path, priceBounds, settings, facets } = model
  const [filters, setFilters] = useState(model.filters)
  const [compared, setCompared] = useState(model.compared)
  const hrefFor = (view: ListingFilters, picks: readonly string[] = compared) => path + listingQuery(view, priceBounds.max, picks, facets)
  const writeUrl = useUrlState((search) => {
    const query = Object.fromEntries(search)
    setFilters(parseListingQuery(query, priceBounds.max, settings.slider.max, facets))
    setCompared(chosenIds(query.compare, model.products, settings.compareMax))
  })
  function show(view: ListingFilters, continuous = false) {
    setFilters(view)
    writeUrl(hrefFor(view), continuous)
  }
  function compare(picks: string[]) {
    setCompared(picks)
    writeUrl(hrefFor(filters, picks))
  }
  // The price slider moves in steps while dragged: those steps make one history entry.
  const change = (next: Partial<ListingFilters>) => show({ ...filters, ...next, page: 1 }, Object.keys(next).join() === 'maxPrice')
  return { filters, compared, change, show, compare, hrefFor }
}
