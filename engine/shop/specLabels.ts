import type { Specs } from '../../schemas/types.gen.ts'

/** How each catalogue spec key is labelled on a page, in display order. */
export const SPEC_LABELS: Readonly<Record<keyof Specs, string>> = {
  motor: 'Motor',
  incline: 'Incline',
  resistance: 'Resistance',
  maxUserWeight: 'Max User Weight',
  dimensions: 'Dimensions',
  weight: 'Weight',
  color: 'Color',
  programs: 'Programs',
  warranty: 'Warranty',
  strideLength: 'Stride Length',
}

/** The product's specs as labelled rows, then the review's default rows for labels it lacks. */
/** Whether a word is one of the catalogue's spec keys. */
export function isSpecKey(key: string): key is keyof Specs {
  return Object.hasOwn(SPEC_LABELS, key)
}

/** The catalogue spec key a label names ("Max User Weight" is maxUserWeight), if any. */
export function specKeyOfLabel(label: string): keyof Specs | undefined {
  return (Object.keys(SPEC_LABELS) as (keyof Specs)[]).find((key) => SPEC_LABELS[key].toLowerCase() === label.trim().toLowerCase())
}

export function specRows(specs: Specs | undefined, defaults: Readonly<Record<string, string>> = {}): { label: string; value: string }[] {
  const rows = (Object.keys(SPEC_LABELS) as (keyof Specs)[]).flatMap((key) => {
    const value = specs?.[key]
    return value ? [{ label: SPEC_LABELS[key], value }] : []
  })
  const present = new Set(rows.map((row) => row.label))
  for (const [label, value] of Object.entries(defaults)) {
    if (!present.has(label)) rows.push({ label, value })
  }
  return rows
}
