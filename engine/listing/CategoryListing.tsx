import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import { defaultFilters } from '../shop/listingQuery.ts'
import { CategoryAwards } from './CategoryAwards.tsx'
import type { ListingFilters } from '../shop/listing.ts'
import { activeFilters } from '../shop/viewFilters.ts'
import { CompareDialog } from '../comparison/CompareDialog.tsx'
import { FilterBar } from './FilterBar.tsx'
import { ListingResults } from './ListingResults.tsx'
import { PromoPopup } from './PromoPopup.tsx'
import { Sidebar } from './Sidebar.tsx'
import { useCompareSelection } from '../comparison/useCompareSelection.ts'
import { useListingFilters } from './useListingFilters.ts'
import { formatLongDay } from '../format/dates.ts'
import './CategoryListing.css'

const TOP_ID = 'listing-top'

/**
 * The ranked list of one category, with its filters, pages and compare list. The view lives in
 * the URL, so Back, reload and shared links show the same view, which the server also renders.
 */
export function CategoryListing({ model }: { model: CategoryPageModel }) {
  const { settings, priceBounds } = model
  const { filters, compared: picked, view, state, change, show, compare: pick, hrefFor } = useListingFilters(model)
  const compare = useCompareSelection(settings.compareMax, picked, pick)
  const everything: ListingFilters = { ...defaultFilters(priceBounds.max), sort: filters.sort, features: {} }
  const drop = view.drop && activeFilters(filters, priceBounds.max, model.facets).find((filter) => filter.key === view.drop?.key)
  const known = [...view.cards, ...view.comparedCards]
  const compared = compare.selected.map((id) => known.find((product) => product.id === id)).filter((p) => p !== undefined)
  return (
    <div className="listing">
      {/* "Back to Top" moves focus here, so the heading takes focus from script only. */}
      <h1 className="listing__heading" id={TOP_ID} tabIndex={-1}>{model.heading}</h1>
      <RankedOn rankedOn={model.rankedOn} methodHref={model.methodHref} />
      <CategoryAwards awards={model.awards} methodHref={model.methodHref} />
      <div className="listing__layout">
        <div className="listing__main" aria-busy={state === 'loading'}>
          <FilterBar
            filters={filters}
            slider={settings.slider}
            action={model.path}
            highestPrice={priceBounds.max}
            compared={picked}
            facets={model.facets}
            counts={view.counts}
            onChange={change}
            hrefFor={(next) => hrefFor({ ...filters, ...next, page: 1 })}
          />
          <ListingResults
            view={{ items: view.cards, page: view.page, pageCount: view.pageCount, total: view.total }}
            state={state}
            retryHref={hrefFor(filters)}
            settings={settings}
            selected={compare.selected}
            onToggle={compare.toggle}
            empty={{
              noun: model.label.endsWith('s') ? model.label.toLowerCase() : 'products',
              ...(drop && view.drop ? { drop: { label: drop.label, count: view.drop.count, href: hrefFor({ ...filters, ...drop.reset, page: 1 }), apply: () => change(drop.reset) } } : {}),
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
      <CompareDialog
        open={compare.open}
        products={compared}
        max={settings.compareMax}
        comparison={view.comparison}
        onRemove={compare.toggle}
        onClose={() => compare.setOpen(false)}
      />
      {model.promo && <PromoPopup product={model.promo} settings={settings} returnFocusTo={TOP_ID} />}
    </div>
  )
}

/** When the ranking was worked out, and from what: the method's version and the day of the prices it read. */
function RankedOn({ rankedOn, methodHref }: { rankedOn: CategoryPageModel['rankedOn']; methodHref: string }) {
  return (
    <p className="listing__ranked-on">
      {`Ranked ${formatLongDay(rankedOn.date)} by `}
      <a href={methodHref}>{`our method, version ${rankedOn.methodVersion}`}</a>
      {rankedOn.pricesOn ? `, with prices read ${formatLongDay(rankedOn.pricesOn)}; price value, and the order with it, moves when prices move.` : '.'}
    </p>
  )
}
