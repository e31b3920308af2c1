import type { CategoryPage, CategorySlug, FactDefinition } from '../../schemas/types.gen.ts'
import type { FactDef, UnitSystem } from './FactDef.ts'
import type { FactValue, RawFact } from './FactValue.ts'
import { formatFact } from './formatFact.ts'
import { comparable } from './compareFact.ts'
import { parseFact } from './parseFact.ts'

/** What the fact book reads of a product: its category and its facts as the catalogue has them. */
export type FactHolder = {
  category: CategorySlug
  facts?: Readonly<Record<string, RawFact>> | undefined
  measured?: Readonly<Record<string, RawFact>> | undefined
}

/** A fact as a comparison sets it against another: an amount in one unit (every product's in the same). */
export type FactAmount = { amount: number; unit: string }

/** One line of a spec table: the fact's label and value, whether the site measured it, and the maker's differing claim. */
export type FactRow = { key: string; label: string; value: string; measured?: true; claim?: string }

/**
 * The one place facts are read: the vocabulary (site.yaml's shared facts completed by each
 * category's list), and each product's values read, formatted and compared through it. The list
 * of fact keys exists only in the content's YAML.
 */
export class FactBook {
  readonly #byCategory = new Map<CategorySlug, FactDef[]>()
  readonly #measurement = new Map<CategorySlug, NonNullable<CategoryPage['measurement']>>()
  readonly #parsed = new WeakMap<object, Map<string, FactValue | undefined>>()
  /** Each product's rows, formatted once: by its catalogue `facts`, which stay the same object while the content is loaded. */
  readonly #rows = new WeakMap<object, { category: CategorySlug; measured: object | undefined; rows: readonly FactRow[] }>()
  readonly #amounts = new WeakMap<object, { category: CategorySlug; measured: object | undefined; amounts: Readonly<Record<string, FactAmount>> }>()

  constructor(shared: readonly FactDefinition[], pages: ReadonlyMap<CategorySlug, Pick<CategoryPage, 'facts'> & Partial<Pick<CategoryPage, 'measurement'>>>, readonly system: UnitSystem) {
    const sharedByKey = new Map(shared.map((def) => [def.key, def]))
    for (const [slug, page] of pages) {
      this.#byCategory.set(slug, (page.facts ?? []).flatMap((entry) => resolved(entry, sharedByKey.get(entry.key))))
      if (page.measurement) this.#measurement.set(slug, page.measurement)
    }
  }

  /** The facts a category's products have, in spec-table order. */
  defs(category: CategorySlug): readonly FactDef[] {
    return this.#byCategory.get(category) ?? []
  }

  /** When and how the site's own test measured the category's products, if it did. */
  measurement(category: CategorySlug): CategoryPage['measurement'] {
    return this.#measurement.get(category)
  }

  def(category: CategorySlug, key: string): FactDef | undefined {
    return this.defs(category).find((def) => def.key === key)
  }

  /** The maker's value of a fact (the catalogue's facts), read as its definition says. */
  claimed(product: FactHolder, key: string): FactValue | undefined {
    return this.#read(product, 'facts', key)
  }

  /** The site's own measurement of a fact, if it measured it. */
  measured(product: FactHolder, key: string): FactValue | undefined {
    return this.#read(product, 'measured', key)
  }

  /** The value pages show: the site's measurement where there is one, else the maker's. */
  value(product: FactHolder, key: string): FactValue | undefined {
    return this.measured(product, key) ?? this.claimed(product, key)
  }

  /** The fact as pages show it ("500 lb (227 kg)"), or undefined when the product lacks it. */
  display(product: FactHolder, key: string): string | undefined {
    return this.rows(product).find((row) => row.key === key)?.value
  }

  /**
   * Every fact the product has, in the category's order, measured ones marked. Formatted once per
   * product (unit conversions and money formatting are the costly part of a listing's model), so
   * a filtered view only reads them.
   */
  rows(product: FactHolder): readonly FactRow[] {
    const holder = product.facts ?? product.measured
    const known = holder ? this.#rows.get(holder) : undefined
    if (known && known.category === product.category && known.measured === product.measured) return known.rows
    const rows = this.#formatRows(product)
    if (holder) this.#rows.set(holder, { category: product.category, measured: product.measured, rows })
    return rows
  }

  /**
   * What a comparison ranks each fact by, by key: the typed value in the fact's declared unit (a
   * size by its floor area, yes as 1 and no as 0); text, choices and note-only values have none.
   * Read once per product, as rows are.
   */
  amounts(product: FactHolder): Readonly<Record<string, FactAmount>> {
    const holder = product.facts ?? product.measured
    const known = holder ? this.#amounts.get(holder) : undefined
    if (known && known.category === product.category && known.measured === product.measured) return known.amounts
    const amounts: Record<string, FactAmount> = {}
    for (const def of this.defs(product.category)) {
      const value = comparable(this.value(product, def.key), def)
      if (value === undefined) continue
      const unit = def.kind === 'size' ? `${def.unit ?? ''}²` : def.kind === 'yesno' ? 'yes/no' : (def.unit ?? '')
      amounts[def.key] = { amount: Number(value), unit }
    }
    if (holder) this.#amounts.set(holder, { category: product.category, measured: product.measured, amounts })
    return amounts
  }

  #formatRows(product: FactHolder): FactRow[] {
    return this.defs(product.category).flatMap((def): FactRow[] => {
      const claimed = this.claimed(product, def.key)
      const measured = this.measured(product, def.key)
      const shown = measured ?? claimed
      if (!shown) return []
      const value = formatFact(shown, def, this.system)
      if (!measured) return [{ key: def.key, label: def.label, value }]
      const claim = claimed ? formatFact(claimed, def, this.system) : undefined
      return [{ key: def.key, label: def.label, value, measured: true, ...(claim && claim !== value ? { claim } : {}) }]
    })
  }

  #read(product: FactHolder, from: 'facts' | 'measured', key: string): FactValue | undefined {
    const raw = product[from]?.[key]
    const def = this.def(product.category, key)
    if (raw === undefined || !def) return undefined
    const holder = product[from] as object
    let cache = this.#parsed.get(holder)
    if (!cache) this.#parsed.set(holder, (cache = new Map()))
    if (!cache.has(key)) {
      const parsed = parseFact(raw, def)
      // The check has rejected values that do not fit; one that slips through is simply not shown.
      cache.set(key, 'problem' in parsed ? undefined : parsed)
    }
    return cache.get(key)
  }
}

/** A category's entry completed by the shared definition of its key; nothing when neither says what it is. */
function resolved(entry: FactDefinition, shared: FactDefinition | undefined): FactDef[] {
  const merged = { ...shared, ...entry }
  if (!merged.label || !merged.kind) return []
  return [{ ...merged, label: merged.label, kind: merged.kind, better: merged.better ?? 'none', filter: merged.filter ?? 'none', required: entry.required ?? false }]
}
