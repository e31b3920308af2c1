import type { FactDef } from '../facts/FactDef.ts'
import type { FactBook, FactHolder } from '../facts/FactBook.ts'
import { comparable } from '../facts/compareFact.ts'
import { formatFact } from '../facts/formatFact.ts'
import type { Facet, FeatureValues } from './featureFilters.ts'

/** The kinds of fact a range filter can hold: those with one number (a size has three). */
const RANGED = new Set(['quantity', 'count', 'money'])

/** The facts of a category its filter bar offers: marked filterable in the vocabulary, of a kind the mark fits. */
export function filterableDefs(category: string, book: FactBook): FactDef[] {
  return book.defs(category).filter((def) => {
    if (def.filter === 'range') return RANGED.has(def.kind)
    if (def.filter === 'yesno') return def.kind === 'yesno'
    if (def.filter === 'choice') return def.kind === 'choice'
    return false
  })
}

/** A product's value of each filterable fact of its category, as the filters compare them. */
export function featureValues(product: FactHolder, defs: readonly FactDef[], book: FactBook): FeatureValues {
  const values: Record<string, number | boolean | string> = {}
  for (const def of defs) {
    const value = book.value(product, def.key)
    if (def.kind === 'choice') {
      if (value?.typed?.kind === 'choice') values[def.key] = value.typed.text
      continue
    }
    const number = comparable(value, def)
    if (number !== undefined) values[def.key] = number
  }
  return values
}

/**
 * The filter bar's facets for a category's products: every filterable fact, a range with the
 * lowest and highest value found, a choice with the values some product has. A fact no product
 * has is left out: it could only empty the list.
 */
export function facetsOf(defs: readonly FactDef[], products: readonly { features?: FeatureValues }[], book: FactBook): Facet[] {
  return defs.flatMap((def): Facet[] => {
    const values = products.map((product) => product.features?.[def.key]).filter((value) => value !== undefined)
    if (!values.length) return []
    const base = { key: def.key, label: def.label }
    if (def.kind === 'yesno') return [{ ...base, kind: 'yesno' }]
    if (def.kind === 'choice') {
      const present = (def.choices ?? []).filter((choice) => values.includes(choice))
      const choices = present.map((value) => ({ value, label: formatFact({ typed: { kind: 'choice', text: value } }, def, book.system) }))
      return [{ ...base, kind: 'choice', choices }]
    }
    const numbers = values.filter((value) => typeof value === 'number')
    const bounds = { min: Math.floor(Math.min(...numbers) * 100) / 100, max: Math.ceil(Math.max(...numbers) * 100) / 100 }
    return [{ ...base, kind: 'range', ...(def.unit && def.kind !== 'money' ? { unit: def.unit } : {}), bounds }]
  })
}
