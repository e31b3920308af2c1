import { useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { FacetCounts } from '../shop/viewFilters.ts'
import type { Facet, FeatureFilter, FeatureFilters, RangeBound } from '../shop/featureFilters.ts'
import { without } from '../shop/featureFilters.ts'

type Props = {
  facets: readonly Facet[]
  filters: FeatureFilters | undefined
  counts: FacetCounts
  onChange: (features: FeatureFilters) => void
}

/**
 * One fieldset per feature filter the category's vocabulary offers: a range as two boxes in the
 * fact's unit, a yes/no or a choice as radio buttons with the number of products each would
 * show. The names are the URL's, so the form works as it is without JavaScript.
 */
export function FeatureFields({ facets, filters, counts, onChange }: Props) {
  const set = (key: string, filter: FeatureFilter | undefined) => onChange(filter === undefined ? without(filters, key) : { ...filters, [key]: filter })
  return (
    <>
      {facets.map((facet) =>
        facet.kind === 'range' ? (
          <RangeField key={facet.key} facet={facet} range={filters?.[facet.key] as RangeBound | undefined} onChange={(range) => set(facet.key, range)} />
        ) : (
          <ChoiceField key={facet.key} facet={facet} chosen={filters?.[facet.key]} counts={counts[facet.key] ?? {}} onChange={(filter) => set(facet.key, filter)} />
        ),
      )}
    </>
  )
}

function ChoiceField({ facet, chosen, counts, onChange }: { facet: Facet; chosen: FeatureFilter | undefined; counts: Readonly<Record<string, number>>; onChange: (filter: FeatureFilter | undefined) => void }) {
  const options: { value: string; label: string; filter: FeatureFilter }[] =
    facet.kind === 'yesno'
      ? [{ value: 'yes', label: 'Yes', filter: true }, { value: 'no', label: 'No', filter: false }]
      : (facet.choices ?? []).map((choice) => ({ ...choice, filter: choice.value }))
  return (
    <fieldset className="filter-bar__facet">
      <legend>{facet.label}</legend>
      <label className="filter-bar__option">
        <input type="radio" name={facet.key} value="" checked={chosen === undefined} onChange={() => onChange(undefined)} />
        <span>Any</span>
      </label>
      {options.map((option) => {
        const count = counts[option.value] ?? 0
        const checked = chosen === option.filter
        return (
          <label key={option.value} className="filter-bar__option">
            <input type="radio" name={facet.key} value={option.value} checked={checked} disabled={count === 0 && !checked} onChange={() => onChange(option.filter)} />
            <span>
              {option.label} <span className="filter-bar__count">{`(${count})`}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}

/** What a box shows for a bound: the number, or nothing for an open side. */
const shown = (value: number | undefined) => (value === undefined ? '' : String(value))

function RangeField({ facet, range, onChange }: { facet: Facet; range: RangeBound | undefined; onChange: (range: RangeBound | undefined) => void }) {
  const [draft, setDraft] = useState({ min: shown(range?.min), max: shown(range?.max) })
  const [applied, setApplied] = useState(range)
  // The URL changed the range (Back, a removed chip): the boxes show it.
  if (applied !== range) {
    setApplied(range)
    setDraft({ min: shown(range?.min), max: shown(range?.max) })
  }
  const apply = () => {
    const read = (text: string) => (/^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : undefined)
    const [min, max] = [read(draft.min), read(draft.max)]
    const next = min === undefined && max === undefined ? undefined : { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
    if (next?.min !== range?.min || next?.max !== range?.max) onChange(next)
  }
  // Enter applies what was typed; the form itself is never sent again with the script running.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply()
  }
  const unit = facet.unit ? ` (${facet.unit})` : ''
  const box = (side: 'min' | 'max', label: string) => (
    <label className="filter-bar__bound">
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        name={`${facet.key}.${side}`}
        min={0}
        step="any"
        placeholder={shown(facet.bounds?.[side])}
        value={draft[side]}
        onChange={(event) => setDraft({ ...draft, [side]: event.target.value })}
        onBlur={apply}
        onKeyDown={onKey}
      />
    </label>
  )
  return (
    <fieldset className="filter-bar__facet filter-bar__facet--range">
      <legend>{`${facet.label}${unit}`}</legend>
      {box('min', 'Min')}
      {box('max', 'Max')}
    </fieldset>
  )
}
