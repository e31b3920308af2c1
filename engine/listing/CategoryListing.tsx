import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import { applyListing } from '../shop/listing.ts'
import { defaultFilters } from '../shop/listingQuery.ts'
import { CategoryAwards } from './CategoryAwards.tsx'
import type { ListingFilters } from '../shop/listing.ts'
import { activeFilters } from '../shop/activeFilters.ts'
import { facetCounts } from '../shop/facetCounts.ts'
import { narrowestFilter } from '../shop/narrowestFilter.ts'
import { CompareModal } from './CompareModal.tsx'
import { FilterBar } from './FilterBar.tsx'
import { ListingResults } from './ListingResults.tsx'
import { PromoPopup } from './PromoPopup.tsx'
import { Sidebar } from './Sidebar.tsx'
import { useCompareSelection } from './useCompareSelection.ts'
import { useListingFilters } from './useListingFilters.ts'
import './CategoryListing.css'

const TOP_ID = 'listing-top'

/**
 * The ranked list of one category, with its filters, pages and compare list. The view lives in
 * the URL, so Back, reload and shared links show the same view, which the server also renders.
 */
export function CategoryListing({ model }: { model: CategoryPageModel }) {
  const { settings, priceBounds } = model
  const { filters, compared: picked, change, show, compare: pick, hrefFor } = useListingFilters(model)
  const compare = useCompareSelection(settings.compareMax, picked, pick)
  const view = applyListing(model.products, filters, priceBounds.min, settings.pageSize)
  const counts = facetCounts(model.products, filters, priceBounds.min, model.facets)
  const everything: ListingFilters = { ...defaultFilters(priceBounds.max), sort: filters.sort, features: {} }
  const drop = view.total === 0 ? narrowestFilter(model.products, filters, activeFilters(filters, priceBounds.max, model.facets), priceBounds.min) : undefined
  const promo = model.products.find((product) => product.id === model.promoProductId)
  const compared = compare.selected.map((id) => model.products.find((product) => product.id === id)).filter((p) => p !== undefined)
  return (
    <div className="listing">
      {/* "Back to Top" moves focus here, so the heading takes focus from script only. */}
      <h1 className="listing__heading" id={TOP_ID} tabIndex={-1}>{model.heading}</h1>
      <CategoryAwards awards={model.awards} methodHref={model.methodHref} />
      <div className="listing__layout">
        <div className="listing__main">
          <FilterBar
            filters={filters}
            slider={settings.slider}
            action={model.path}
            highestPrice={priceBounds.max}
            compared={picked}
            facets={model.facets}
            counts={counts}
            onChange={change}
            hrefFor={(next) => hrefFor({ ...filters, ...next, page: 1 })}
          />
          <ListingResults
            view={view}
            settings={settings}
            selected={compare.selected}
            onToggle={compare.toggle}
            empty={{
              noun: model.label.endsWith('s') ? model.label.toLowerCase() : 'products',
              ...(drop ? { drop: { label: drop.filter.label, count: drop.count, href: hrefFor({ ...filters, ...drop.filter.reset, page: 1 }), apply: () => change(drop.filter.reset) } } : {}),
              clear: { href: hrefFor(everything), apply: () => change(everything) },
            }}
            hrefForPage={(page) => hrefFor({ ...filters, page })}
            onPage={(page) => show({ ...filters, page })}
          />
        </div>
        <Sidebar sidebar={model.sidebar} label={model.label} topId={TOP_ID} />
      </div>
      {compare.selected.length > 0 && (
        <button type="button" className="button listing__compare" onClick={() => compare.setOpen(true)}>
          {`Compare (${compare.selected.length}/${settings.compareMax})`}
        </button>
      )}
      <CompareModal
        open={compare.open}
        products={compared}
        max={settings.compareMax}
        comparison={model.comparison}
        onRemove={compare.toggle}
        onClose={() => compare.setOpen(false)}
      />
      {promo && <PromoPopup product={promo} settings={settings} returnFocusTo={TOP_ID} />}
    </div>
  )
}
