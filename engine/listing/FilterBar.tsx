import { useId, useState } from 'react'
import { RATING_LABELS, RATING_THRESHOLDS, SORT_KEYS, SORT_LABELS } from '../shop/listing.ts'
import type { ListingFilters, RatingThreshold, SortKey } from '../shop/listing.ts'
import { formatPrice } from '../shop/price.ts'
import './FilterBar.css'

type Props = {
  filters: ListingFilters
  slider: { min: number; max: number; step: number }
  onChange: (change: Partial<Omit<ListingFilters, 'page'>>) => void
}

/** Sort, minimum rating and price upper bound; collapsible on small screens. */
export function FilterBar({ filters, slider, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const bodyId = useId()
  const priceId = useId()
  return (
    <section className={`filter-bar${open ? ' filter-bar--open' : ''}`} aria-label="Filters">
      <button type="button" className="filter-bar__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {open ? 'Hide Filters' : 'Show Filters'}
      </button>
      <div className="filter-bar__body" id={bodyId}>
        <label className="filter-bar__field">
          <span>Sort by</span>
          <select value={filters.sort} onChange={(event) => onChange({ sort: event.target.value as SortKey })}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-bar__field">
          <span>Minimum rating</span>
          <select value={filters.minRating} onChange={(event) => onChange({ minRating: Number(event.target.value) as RatingThreshold })}>
            {RATING_THRESHOLDS.map((threshold) => (
              <option key={threshold} value={threshold}>
                {RATING_LABELS[threshold]}
              </option>
            ))}
          </select>
        </label>
        {/* A label may hold one control, and <output> counts as one: the value sits beside the label. */}
        <div className="filter-bar__field filter-bar__field--price">
          <span>
            <label htmlFor={priceId}>Max price:</label> <output htmlFor={priceId}>{formatPrice(filters.maxPrice)}</output>
          </span>
          <input
            id={priceId}
            type="range"
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={filters.maxPrice}
            onChange={(event) => onChange({ maxPrice: Number(event.target.value) })}
          />
        </div>
      </div>
    </section>
  )
}
