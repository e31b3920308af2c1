import type { CategoryPage, CategorySlug, FactDefinition } from '../../schemas/types.gen.ts'
import type { FactDef, UnitSystem } from './FactDef.ts'
import type { FactValue, RawFact } from './FactValue.ts'
import { formatFact } from './formatFact.ts'
import { parseFact } from './parseFact.ts'

/** What the fact book reads of a product: its category and its facts as the catalogue has them. */
export type FactHolder = {
  category: CategorySlug
  facts?: Readonly<Record<string, RawFact>> | undefined
  measured?: Readonly<Record<string, RawFact>> | undefined
}

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
    const def = this.def(product.category, key)
    const value = this.value(product, key)
    return def && value ? formatFact(value, def, this.system) : undefined
  }

  /** Every fact the product has, in the category's order, measured ones marked. */
  rows(product: FactHolder): FactRow[] {
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
