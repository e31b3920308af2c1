import { useState } from 'react'
import { useUrlState } from '../client/urlState.ts'
import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import type { ListingFilters } from '../shop/listing.ts'
import { chosenIds } from '../comparison/compareScope.ts'
import { listingQuery, parseListingQuery } from '../shop/listingQuery.ts'
import { useViewFetch } from './useViewFetch.ts'

/**
 * The view (sort, rating, price, feature filters, page) of a category list and the products picked for
 * comparison. A change shows in the filter bar at once, is written to the URL (History API), so
 * reload and a shared link show the same, and the list's cards and counts for it are fetched;
 * Back and Forward read both back from the URL and fetch that view.
 */
export function useListingFilters(model: CategoryPageModel) {
  const { path, priceBounds, settings, facets } = model
  const [filters, setFilters] = useState(model.view.filters)
  const [compared, setCompared] = useState(model.view.compared)
  const { view, state, load } = useViewFetch(model.view)
  const query = (next: ListingFilters, picks: readonly string[]) => listingQuery(next, priceBounds.max, picks, facets)
  const hrefFor = (next: ListingFilters, picks: readonly string[] = compared) => path + query(next, picks)
  const writeUrl = useUrlState((search) => {
    const asked = Object.fromEntries(search)
    const next = parseListingQuery(asked, priceBounds.max, settings.slider.max, facets)
    setFilters(next)
    setCompared(chosenIds(asked.compare, [...view.cards, ...view.comparedCards], settings.compareMax))
    // The URL may compare products this view never listed: the answer says which are valid.
    void load(model.viewApi + query(next, (asked.compare ?? '').split(',').filter(Boolean))).then((answer) => answer && setCompared(answer.compared))
  })
  function show(next: ListingFilters, continuous = false) {
    setFilters(next)
    writeUrl(hrefFor(next), continuous)
    void load(model.viewApi + query(next, compared))
  }
  function compare(picks: string[]) {
    setCompared(picks)
    writeUrl(hrefFor(filters, picks))
  }
  // The price slider moves in steps while dragged: those steps make one history entry.
  const change = (next: Partial<ListingFilters>) => show({ ...filters, ...next, page: 1 }, Object.keys(next).join() === 'maxPrice')
  return { filters, compared, view, state, change, show, compare, hrefFor }
}
