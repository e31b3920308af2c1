import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { categoryLabel } from '../catalogue/categories.ts'
import { useTransitionTarget } from '../client/pageTransition.ts'
import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import { compareLimitMessage, toggleCompare } from '../shop/compare.ts'
import { applyListing } from '../shop/listing.ts'
import type { ListingFilters } from '../shop/listing.ts'
import { defaultFilters, listingQuery } from '../shop/listingQuery.ts'
import { CompareModal } from './CompareModal.tsx'
import { FilterBar } from './FilterBar.tsx'
import { Pagination } from './Pagination.tsx'
import { ProductCard } from './ProductCard.tsx'
import { PromoPopup } from './PromoPopup.tsx'
import { Sidebar } from './Sidebar.tsx'
import './CategoryListing.css'

/** Wait after the last slider move before writing the URL, so dragging makes one history entry. */
const URL_DELAY_MS = 300

/**
 * The ranked list of one category. The view (sort, rating, price, page) lives in the URL; the
 * list follows each change at once in the browser and the URL catches up, so Back, reload and
 * shared links show the same view, which the server also renders.
 */
export function CategoryListing({ model }: { model: CategoryPageModel }) {
  const { settings, priceBounds } = model
  const [filters, setFilters] = useState(model.filters)
  const [selected, setSelected] = useState<string[]>([])
  const [compareOpen, setCompareOpen] = useState(false)
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const modelQuery = listingQuery(model.filters, priceBounds.max)
  // A new URL (Back, Forward, a pagination link) brings a new model: show the view it asks for.
  useEffect(() => setFilters(model.filters), [modelQuery])
  const loadingOther = useTransitionTarget()
  const loading = loadingOther !== undefined && loadingOther !== model.path

  const hrefFor = (view: ListingFilters) => model.path + listingQuery(view, priceBounds.max)
  function change(next: Partial<ListingFilters>) {
    const view = { ...filters, ...next, page: 1 }
    setFilters(view)
    clearTimeout(urlTimer.current)
    urlTimer.current = setTimeout(() => void navigate(hrefFor(view), { keepScrollPosition: true }), URL_DELAY_MS)
  }
  function toggle(id: string) {
    const result = toggleCompare(selected, id, settings.compareMax)
    if (result.refused) window.alert(compareLimitMessage(settings.compareMax))
    setSelected(result.selected)
    if (!result.selected.length) setCompareOpen(false)
  }

  const view = applyListing(model.products, filters, priceBounds.min, settings.pageSize)
  const first = (view.page - 1) * settings.pageSize
  const promo = model.products.find((product) => product.id === model.promoProductId)
  const compared = selected.map((id) => model.products.find((product) => product.id === id)).filter((p) => p !== undefined)
  return (
    <div className="listing">
      <h1 className="listing__heading">{model.heading}</h1>
      <div className="listing__layout">
        <div className="listing__main">
          <FilterBar filters={filters} slider={settings.slider} onChange={change} />
          {loading ? (
            <p className="listing__loading" role="status">Loading products...</p>
          ) : view.total === 0 ? (
            <div className="listing__empty" role="status">
              <p className="listing__empty-title">No products found</p>
              <p>Try adjusting your filters to see more results.</p>
              <button type="button" className="button" onClick={() => change(defaultFilters(priceBounds.max))}>
                Reset filters
              </button>
            </div>
          ) : (
            <>
              <p className="listing__count" role="status">{`Showing ${view.items.length} of ${view.total} products`}</p>
              <ol className="listing__grid">
                {view.items.map((product, i) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      rank={first + i + 1}
                      titleFallback={settings.cardTitleFallback}
                      retailer={settings.retailer}
                      selected={selected.includes(product.id)}
                      onToggleCompare={() => toggle(product.id)}
                    />
                  </li>
                ))}
              </ol>
              <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(page) => hrefFor({ ...filters, page })} />
            </>
          )}
        </div>
        {loading ? <p className="listing__loading" role="status">Loading sidebar...</p> : <Sidebar sidebar={model.sidebar} label={categoryLabel(model.category)} />}
      </div>
      {selected.length > 0 && (
        <button type="button" className="button listing__compare" onClick={() => setCompareOpen(true)}>
          {`Compare (${selected.length}/${settings.compareMax})`}
        </button>
      )}
      <CompareModal
        open={compareOpen}
        products={compared}
        max={settings.compareMax}
        treadmill={model.treadmill}
        retailer={settings.retailer}
        titleFallback={settings.cardTitleFallback}
        onRemove={(id) => toggle(id)}
        onClose={() => setCompareOpen(false)}
      />
      {promo && <PromoPopup product={promo} settings={settings} />}
    </div>
  )
}
