import type { CategoryPage, CategorySlug, FactDefinition } from '../../schemas/types.gen.ts'
import type { FactDef, UnitSystem } from './FactDef.ts'
import type { FactValue, RawFact } from './FactValue.ts'
import { formatFact } from './formatFact.ts'
import { comparable } from './compareFact.ts'
import { parseFact } from './parseFact.ts'
import type { DerivedValues } from '../derived/DerivedValues.ts'

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
 * of fact keys exists only in the content's YAML. `derived` is the tier of derived values of the
 * store that loaded it (ContentStore.derived): what is worked out from this book is kept there, and
 * the catalogue and the prose rules that read the book keep theirs there too.
 */
export class FactBook {
  readonly #byCategory = new Map<CategorySlug, FactDef[]>()
  readonly #measurement = new Map<CategorySlug, NonNullable<CategoryPage['measurement']>>()

  constructor(
    shared: readonly FactDefinition[],
    pages: ReadonlyMap<CategorySlug, Pick<CategoryPage, 'facts'> & Partial<Pick<CategoryPage, 'measurement'>>>,
    readonly system: UnitSystem,
    readonly derived: DerivedValues,
  ) {
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
    return this.derived.of(rowsOf, this, product.category, product.facts, product.measured)
  }

  /**
   * What a comparison ranks each fact by, by key: the typed value in the fact's declared unit (a
   * size by its floor area, yes as 1 and no as 0); text, choices and note-only values have none.
   * Read once per product, as rows are.
   */
  amounts(product: FactHolder): Readonly<Record<string, FactAmount>> {
    return this.derived.of(amountsOf, this, product.category, product.facts, product.measured)
  }

  #read(product: FactHolder, from: 'facts' | 'measured', key: string): FactValue | undefined {
    const values = product[from]
    const def = this.def(product.category, key)
    return values?.[key] === undefined || !def ? undefined : this.derived.of(parsedOf, values, def)
  }
}

/**
 * A product's rows, formatted once per fact book and product (by its catalogue `facts` and
 * `measured`, which stay the same objects while the content is loaded).
 */
function rowsOf(book: FactBook, category: CategorySlug, facts: FactHolder['facts'], measured: FactHolder['measured']): readonly FactRow[] {
  const product = { category, facts, measured }
  return book.defs(category).flatMap((def): FactRow[] => {
    const claimed = book.claimed(product, def.key)
    const shownMeasured = book.measured(product, def.key)
    const shown = shownMeasured ?? claimed
    if (!shown) return []
    const value = formatFact(shown, def, book.system)
    if (!shownMeasured) return [{ key: def.key, label: def.label, value }]
    const claim = claimed ? formatFact(claimed, def, book.system) : undefined
    return [{ key: def.key, label: def.label, value, measured: true, ...(claim && claim !== value ? { claim } : {}) }]
  })
}

/** A product's amounts by fact key, read once per fact book and product, as its rows are. */
function amountsOf(book: FactBook, category: CategorySlug, facts: FactHolder['facts'], measured: FactHolder['measured']): Readonly<Record<string, FactAmount>> {
  const product = { category, facts, measured }
  const amounts: Record<string, FactAmount> = {}
  for (const def of book.defs(category)) {
    const value = comparable(book.value(product, def.key), def)
    if (value === undefined) continue
    const unit = def.kind === 'size' ? `${def.unit ?? ''}²` : def.kind === 'yesno' ? 'yes/no' : (def.unit ?? '')
    amounts[def.key] = { amount: Number(value), unit }
  }
  return amounts
}

/** A written value read as its definition says, once per values object and definition. */
function parsedOf(values: Readonly<Record<string, RawFact>>, def: FactDef): FactValue | undefined {
  const parsed = parseFact(values[def.key]!, def)
  // The check has rejected values that do not fit; one that slips through is simply not shown.
  return 'problem' in parsed ? undefined : parsed
}

/** A category's entry completed by the shared definition of its key; nothing when neither says what it is. */
function resolved(entry: FactDefinition, shared: FactDefinition | undefined): FactDef[] {
  const merged = { ...shared, ...entry }
  if (!merged.label || !merged.kind) return []
  return [{ ...merged, label: merged.label, kind: merged.kind, better: merged.better ?? 'none', filter: merged.filter ?? 'none', required: entry.required ?? false }]
}
