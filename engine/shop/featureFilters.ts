/**
 * Feature filters of a category list: the facts its vocabulary marks filterable, read from the
 * URL as `?maxUserWeight=300-&motor=2-3.5&resistanceType=magnetic&folding=yes`. A range is
 * `min-max` in the fact's main unit with either side left open; the form without JavaScript sends
 * its two boxes as `<key>.min` and `<key>.max`, read here into the same filter.
 */

/** A filterable fact as the filter bar offers it: no vocabulary or units library needed in the browser. */
export type Facet = {
  key: string
  label: string
  kind: 'range' | 'yesno' | 'choice'
  /** The unit a range's bounds are in, shown beside its boxes. */
  unit?: string
  /** A choice's values, in the vocabulary's order, each with its label. */
  choices?: { value: string; label: string }[]
  /** A range's lowest and highest value among the category's products. */
  bounds?: { min: number; max: number }
}

/** One product's value of each filterable fact it has: a number in the fact's unit, yes/no, or the choice. */
export type FeatureValues = Readonly<Record<string, number | boolean | string>>

export type RangeBound = { min?: number; max?: number }
/** What one feature filter keeps: a range, yes or no, or one choice. */
export type FeatureFilter = RangeBound | boolean | string
export type FeatureFilters = Readonly<Record<string, FeatureFilter>>

/** A bound as typed in a box or written in the URL: a plain decimal, at most 7 digits and 2 decimals. */
function bound(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? ''
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : undefined
}

/** The range a query asks of a fact, read from `key=min-max` or from the form's `key.min`/`key.max`; undefined when it keeps everything. */
function parseRange(query: Readonly<Record<string, string | undefined>>, facet: Facet): RangeBound | undefined {
  const boxes = query[`${facet.key}.min`] !== undefined || query[`${facet.key}.max`] !== undefined
  const [low, high] = boxes ? [query[`${facet.key}.min`], query[`${facet.key}.max`]] : (query[facet.key]?.match(/^([^-]*)-([^-]*)$/)?.slice(1) ?? [])
  let min = bound(low)
  let max = bound(high)
  if (min !== undefined && max !== undefined && min > max) return undefined
  // A bound every product of the category meets filters nothing: left out, so equivalent URLs are one.
  if (facet.bounds && min !== undefined && min <= facet.bounds.min) min = undefined
  if (facet.bounds && max !== undefined && max >= facet.bounds.max) max = undefined
  if (min === undefined && max === undefined) return undefined
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

/** The feature filters a query asks for, among the facets; invalid values and unknown choices are dropped. */
export function parseFeatureFilters(query: Readonly<Record<string, string | undefined>>, facets: readonly Facet[]): FeatureFilters {
  const filters: Record<string, FeatureFilter> = {}
  for (const facet of facets) {
    const text = query[facet.key]
    if (facet.kind === 'range') {
      const range = parseRange(query, facet)
      if (range) filters[facet.key] = range
    } else if (facet.kind === 'yesno') {
      if (text === 'yes' || text === 'no') filters[facet.key] = text === 'yes'
    } else if (text !== undefined && facet.choices?.some((choice) => choice.value === text)) {
      filters[facet.key] = text
    }
  }
  return filters
}

/** The URL value of one filter: `300-`, `2-3.5`, `yes`, `magnetic`. */
export function featureParam(filter: FeatureFilter): string {
  if (typeof filter === 'boolean') return filter ? 'yes' : 'no'
  if (typeof filter === 'string') return filter
  return `${filter.min ?? ''}-${filter.max ?? ''}`
}

/** The filters as query pairs, in the facets' order. */
export function featureParams(filters: FeatureFilters | undefined, facets: readonly Facet[]): [string, string][] {
  if (!filters) return []
  return facets.flatMap((facet): [string, string][] => {
    const filter = filters[facet.key]
    return filter === undefined ? [] : [[facet.key, featureParam(filter)]]
  })
}

/** Whether a product's value passes one filter; a product without the fact passes none. */
export function passes(value: number | boolean | string | undefined, filter: FeatureFilter): boolean {
  if (value === undefined) return false
  if (typeof filter === 'boolean' || typeof filter === 'string') return value === filter
  if (typeof value !== 'number') return false
  return (filter.min === undefined || value >= filter.min) && (filter.max === undefined || value <= filter.max)
}

/** Whether a product passes every filter, leaving out the one named `except` (for that filter's own counts). */
export function passesAll(values: FeatureValues | undefined, filters: FeatureFilters | undefined, except?: string): boolean {
  if (!filters) return true
  for (const [key, filter] of Object.entries(filters)) if (key !== except && !passes(values?.[key], filter)) return false
  return true
}

/** The filters without one of them. */
export function without(filters: FeatureFilters | undefined, key: string): FeatureFilters {
  const rest: Record<string, FeatureFilter> = { ...filters }
  delete rest[key]
  return rest
}

/** "300 lb or more", "2 to 3.5 hp", "up to 20 in", "Yes", "Magnetic": a filter as its chip names it. */
export function describeFilter(facet: Facet, filter: FeatureFilter): string {
  if (typeof filter === 'boolean') return `${facet.label}: ${filter ? 'Yes' : 'No'}`
  if (typeof filter === 'string') return `${facet.label}: ${facet.choices?.find((choice) => choice.value === filter)?.label ?? filter}`
  const unit = facet.unit ? (facet.unit === '%' ? '%' : ` ${facet.unit}`) : ''
  if (filter.min !== undefined && filter.max !== undefined) return `${facet.label}: ${filter.min} to ${filter.max}${unit}`
  if (filter.min !== undefined) return `${facet.label}: ${filter.min}${unit} or more`
  return `${facet.label}: up to ${filter.max}${unit}`
}
