import type { FactBook, FactHolder, FactRow } from '../facts/FactBook.ts'

/** One line of a spec table; measured lines say so, with the maker's claim where it differs. */
export type SpecRow = Pick<FactRow, 'label' | 'value' | 'measured' | 'claim'>

/** The product's facts as labelled rows in its category's order, then the review's extra rows for labels it lacks. */
export function specRows(product: FactHolder, defaults: Readonly<Record<string, string>> = {}, book: FactBook): SpecRow[] {
  const rows: SpecRow[] = book.rows(product).map(({ key: _key, ...row }) => row)
  const present = new Set(rows.map((row) => row.label.toLowerCase()))
  for (const [label, value] of Object.entries(defaults)) {
    if (!present.has(label.toLowerCase())) rows.push({ label, value })
  }
  return rows
}
