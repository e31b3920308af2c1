import type { CatalogueFile, CategorySlug, Seo, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { DealRule } from '../shop/priceRules.ts'
import { withShopFields } from './apiShopFields.ts'
import type { ApiProduct } from './ApiProduct.ts'
import type { Categories } from './Categories.ts'
import { giveAwards } from './awards.ts'
import type { GivenAward } from './awards.ts'
import { byRanking, meanStars, scoreProduct } from './scoreProduct.ts'

/** A category's products in ranked order, and the awards its rules gave them. */
export type CategoryListing = { category: CategorySlug; seo: Seo; data: ApiProduct[]; awards: GivenAward[] }

/** The in-memory product store: every product once, indexed by id and by category. */
export class Catalogue {
  readonly #byId = new Map<string, ApiProduct>()
  readonly #byCategory = new Map<CategorySlug, CategoryListing>()
  readonly #all: ApiProduct[] = []

  constructor(readonly categories: Categories, files: readonly CatalogueFile[], deals: DealRule | undefined, ratingsRead: SiteConfig['customerRatings'], pageLinks: ReadonlyMap<string, string>, readonly facts: FactBook) {
    const bySlug = new Map(files.map((file) => [file.category, file]))
    for (const { slug: category, method, awards: rules } of categories.all()) {
      const file = bySlug.get(category)
      if (!file) continue
      const categoryMean = meanStars(file.products)
      const data = file.products.map((product): ApiProduct => {
        const pageLink = pageLinks.get(product.id)
        // Formatted when first read (an answer or a page), not at load: the content check reads none.
        let specs: Record<string, string> | undefined
        // The API's buy link, shop and price fields come from the product's summary, as its card's do.
        return withShopFields({
          ...product,
          get specs() {
            return (specs ??= Object.fromEntries(facts.rows({ ...product, category }).map((row) => [row.key, row.value])))
          },
          category,
          rating: { ...product.rating, source: ratingsRead.source, readOn: ratingsRead.readOn },
          stars: product.rating.stars,
          uniqueId: product.id,
          ourScore: scoreProduct(method, product, categoryMean),
          awards: [],
          ...(pageLink ? { pageLink } : {}),
        }, deals)
      })
      // "Our ranking" is the category's default order; Array.sort is stable, so a full tie keeps file order.
      data.sort(byRanking)
      const awards = giveAwards(rules, data, facts, category)
      for (const product of data) product.awards = awards.filter((award) => award.winnerId === product.id).map((award) => award.label)
      this.#byCategory.set(category, { category, seo: file.seo, data, awards })
      for (const product of data) this.#byId.set(product.id, product)
      this.#all.push(...data)
    }
  }

  /** All products, categories in menu order, each category in ranked order. */
  all(): readonly ApiProduct[] {
    return this.#all
  }

  category(slug: CategorySlug): CategoryListing | undefined {
    return this.#byCategory.get(slug)
  }

  byId(id: string): ApiProduct | undefined {
    return this.#byId.get(id)
  }
}

