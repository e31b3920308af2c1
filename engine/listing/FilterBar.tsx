import { useId, useState } from 'react'
import type { FormEvent, MouseEvent } from 'react'
import { activeFilters } from '../shop/viewFilters.ts'
import { RATING_LABELS, RATING_THRESHOLDS, SORT_KEYS, SORT_LABELS } from '../shop/listing.ts'
import type { ListingFilters, RatingThreshold, SortKey } from '../shop/listing.ts'
import type { FacetCounts } from '../shop/viewFilters.ts'
import type { Facet } from '../shop/featureFilters.ts'
import { FeatureFields } from './FeatureFields.tsx'
import { formatPrice } from '../format/money.ts'
import './FilterBar.css'

type Props = {
  filters: ListingFilters
  slider: { min: number; max: number; step: number }
  /** The list's own path: the form's action. */
  action: string
  /** The highest price of the list: a price bound at it is no filter. */
  highestPrice: number
  /** The products picked for comparison, carried through a submit of the form. */
  compared: readonly string[]
  /** The feature filters of the category's facts, with the products each choice would show. */
  facets: readonly Facet[]
  counts: FacetCounts
  onChange: (change: Partial<Omit<ListingFilters, 'page'>>) => void
  /** The list's URL after a change, for the links that remove one filter. */
  hrefFor: (change: Partial<Omit<ListingFilters, 'page'>>) => string
}

/** A plain click removes the filter in place; a modified click opens the link as usual. */
const inPlace = (apply: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  apply()
}

/**
 * Sort, minimum customer rating, price upper bound and the category's feature filters, as a GET form on the list's own URL: without
 * JavaScript "Apply" submits it and the server renders the view (the same query the script
 * writes); with it, each change shows at once. Collapsible on small screens, where the active
 * filters stay in view as links that remove them.
 */
export function FilterBar({ filters, slider, action, highestPrice, compared, facets, counts, onChange, hrefFor }: Props) {
  const [open, setOpen] = useState(false)
  const [featuresOpen, setFeaturesOpen] = useState(filters.features !== undefined && Object.keys(filters.features).length > 0)
  const bodyId = useId()
  const priceId = useId()
  const active = activeFilters(filters, highestPrice, facets)
  // Every change is already shown; Enter in a field must not load the page again.
  const submitted = (event: FormEvent) => event.preventDefault()
  return (
    <form method="get" action={action} className={`filter-bar${open ? ' filter-bar--open' : ''}${featuresOpen ? ' filter-bar--features' : ''}`} aria-label="Filters" onSubmit={submitted}>
      <button type="button" className="filter-bar__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {open ? 'Hide Filters' : 'Show Filters'}
      </button>
      {active.length > 0 && (
        <ul className="filter-bar__chips" aria-label="Active filters">
          {active.map((filter) => (
            <li key={filter.key}>
              <a href={hrefFor(filter.reset)} aria-label={`Remove filter: ${filter.label}`} onClick={inPlace(() => onChange(filter.reset))}>
                {filter.label} <span aria-hidden="true">✕</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="filter-bar__body" id={bodyId}>
        <label className="filter-bar__field">
          <span>Sort by</span>
          <select name="sort" value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as SortKey })}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-bar__field">
          <span>Customer rating</span>
          <select name="rating" value={filters.minRating} onChange={(event) => onChange({ minRating: Number(event.target.value) as RatingThreshold })}>
            {RATING_THRESHOLDS.map((threshold) => (
              <option key={threshold} value={threshold}>
                {RATING_LABELS[threshold]}
              </option>
            ))}
          </select>
        </label>
        {/* A label may hold one control, and <output> counts as one: the value sits beside the label. */}
        {/* No price shown on the list (none in stock, or all too old to show): nothing to cap. */}
        {highestPrice > 0 && (
        <div className="filter-bar__field filter-bar__field--price">
          <span>
            <label htmlFor={priceId}>Max price:</label> <output htmlFor={priceId}>{formatPrice(filters.maxPrice)}</output>
          </span>
          <input
            id={priceId}
            name="maxPrice"
            type="range"
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={filters.maxPrice}
            onChange={(event) => onChange({ maxPrice: Number(event.target.value) })}
          />
        </div>
        )}
        {facets.length > 0 && (
          <details className="filter-bar__features" open={featuresOpen} onToggle={(event) => setFeaturesOpen(event.currentTarget.open)}>
            <summary>Features</summary>
            <div className="filter-bar__facets">
              <FeatureFields facets={facets} filters={filters.features} counts={counts} onChange={(features) => onChange({ features })} />
            </div>
          </details>
        )}
        {compared.length > 0 && <input type="hidden" name="compare" value={compared.join(',')} />}
        {/* Shown only without JavaScript (the page's no-script style): with it, changes apply at once. */}
        <button type="submit" className="button filter-bar__apply">
          Apply
        </button>
      </div>
    </form>
  )
}
