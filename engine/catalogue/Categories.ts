import type { Award, CategoryFact, CategoryPage, CategorySlug, ScoringMethod } from '../../schemas/types.gen.ts'

/** One category as the site knows it: everything comes from its file in pages-config/categories/. */
export type Category = {
  slug: CategorySlug
  label: string
  /** Its products in a sentence, plural and lower case, as rank statements name them. */
  itemsName: string
  path: string
  /** Other spellings that lead to this category's page. */
  spellings: readonly string[]
  /** What shoppers call these machines ("rower", "walking pad"): search finds the category by them. */
  synonyms: readonly string[]
  cardFacts: readonly CategoryFact[]
  compareRows: readonly CategoryFact[]
  generalCompareRows: readonly CategoryFact[]
  /** How its products are scored: criteria, weights, version and changelog. */
  method: ScoringMethod
  /** The awards it gives, each by a rule over scores and typed facts. */
  awards: readonly Award[]
}

export function categoryPath(slug: CategorySlug): string {
  return `/category/${slug}`
}

/**
 * The site's categories, in menu order, and the lookup of any accepted spelling. Built from the
 * category files; the loader has already checked that spellings are unique.
 */
export class Categories {
  readonly #list: Category[]
  readonly #bySpelling = new Map<string, Category>()

  constructor(pages: ReadonlyMap<CategorySlug, CategoryPage>) {
    this.#list = [...pages]
      .sort(([slugA, a], [slugB, b]) => a.order - b.order || slugA.localeCompare(slugB))
      .map(([slug, page]) => ({
        slug,
        label: page.label,
        itemsName: page.itemsName ?? page.label.toLowerCase(),
        path: categoryPath(slug),
        spellings: page.spellings,
        synonyms: page.synonyms,
        cardFacts: page.cardFacts,
        compareRows: page.compareRows,
        generalCompareRows: page.generalCompareRows,
        method: page.method,
        awards: page.awards,
      }))
    for (const category of this.#list) {
      this.#bySpelling.set(category.slug, category)
      for (const spelling of category.spellings) this.#bySpelling.set(spelling, category)
    }
  }

  /** Every category, in menu order. */
  all(): readonly Category[] {
    return this.#list
  }

  /** The category with this canonical slug. */
  get(slug: string): Category | undefined {
    const category = this.#bySpelling.get(slug)
    return category?.slug === slug ? category : undefined
  }

  /** The category for any accepted spelling (the slug or another spelling), case-insensitive. */
  resolve(spelling: string): Category | undefined {
    return this.#bySpelling.get(spelling.toLowerCase())
  }

  /** Every accepted spelling that is not a canonical slug. */
  otherSpellings(): string[] {
    return this.#list.flatMap((category) => category.spellings)
  }
}
