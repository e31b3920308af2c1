import type { CatalogueFile, CategorySlug, Seo, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { DealRule } from '../shop/priceRules.ts'
import { offerBook } from '../shop/offerBook.ts'
import type { OfferBook } from '../shop/offerBook.ts'
import { withShopFields } from './apiShopFields.ts'
import type { ApiProduct } from './ApiProduct.ts'
import type { Categories, Category } from './Categories.ts'
import { rankCategory } from './rankCategory.ts'
import type { Ranking } from './rankCategory.ts'

/** A category's products in ranked order, and the awards its rules gave them. */
export type CategoryListing = Ranking & { category: CategorySlug; seo: Seo }

/** A category as loaded: its products in file order, ranked again for each snapshot of the offers. */
type Loaded = { category: Category; seo: Seo; products: ApiProduct[]; ranked?: { book: OfferBook; listing: CategoryListing } }

/**
 * The in-memory product store: every product once, indexed by id and by category. Scores read
 * prices (price value is derived from the best current offer), so a category's scores, order and
 * awards are worked out once per snapshot of the offers, on their first read after it changes,
 * as the products' shop prices are.
 */
export class Catalogue {
  readonly #byId = new Map<string, ApiProduct>()
  readonly #byCategory = new Map<CategorySlug, Loaded>()
  readonly #categoryOf = new Map<string, CategorySlug>()
  #all: { book: OfferBook; products: readonly ApiProduct[] } | undefined

  constructor(readonly categories: Categories, files: readonly CatalogueFile[], deals: DealRule | undefined, ratingsRead: SiteConfig['customerRatings'], pageLinks: ReadonlyMap<string, string>, readonly facts: FactBook) {
    const bySlug = new Map(files.map((file) => [file.category, file]))
    for (const category of categories.all()) {
      const file = bySlug.get(category.slug)
      if (!file) continue
      const products = file.products.map((product): ApiProduct => {
        const pageLink = pageLinks.get(product.id)
        // Formatted when first read (an answer or a page), not at load: the content check reads none.
        let specs: Record<string, string> | undefined
        // The API's buy link, shop and price fields come from the product's summary, as its card's do.
        const priced = withShopFields({
          ...product,
          get specs() {
            return (specs ??= Object.fromEntries(facts.rows({ ...product, category: category.slug }).map((row) => [row.key, row.value])))
          },
          category: category.slug,
          rating: { ...product.rating, source: ratingsRead.source, readOn: ratingsRead.readOn },
          stars: product.rating.stars,
          uniqueId: product.id,
          ...(pageLink ? { pageLink } : {}),
        }, deals)
        return this.#scored(priced as Omit<ApiProduct, 'ourScore' | 'awards'> as ApiProduct)
      })
      this.#byCategory.set(category.slug, { category, seo: file.seo, products })
      for (const product of products) {
        this.#byId.set(product.id, product)
        this.#categoryOf.set(product.id, category.slug)
      }
    }
  }

  /** A product whose score and awards are read from its category's ranking for the current offers. */
  #scored(product: ApiProduct): ApiProduct {
    const placed = () => this.#listing(this.#categoryOf.get(product.id)!)
    return Object.defineProperties(product, {
      ourScore: { enumerable: true, configurable: true, get: () => placed().scores.get(product.id)! },
      awards: { enumerable: true, configurable: true, get: () => placed().awardsOf.get(product.id) ?? [] },
    })
  }

  #listing(slug: CategorySlug): CategoryListing {
    const loaded = this.#byCategory.get(slug)!
    const book = offerBook()
    // Again for a new snapshot, or when a live price it read has got too old to count.
    if (loaded.ranked?.book !== book || loaded.ranked.listing.until <= Date.now()) {
      const ranking = rankCategory(loaded.category, loaded.products, this.facts, book)
      loaded.ranked = { book, listing: { ...ranking, category: slug, seo: loaded.seo } }
    }
    return loaded.ranked.listing
  }

  /**
   * The category ranked against the given offers rather than the process's own snapshot: what a
   * price import changes, set against what was shown before it.
   */
  rankWith(slug: CategorySlug, book: OfferBook): Ranking | undefined {
    const loaded = this.#byCategory.get(slug)
    return loaded && rankCategory(loaded.category, loaded.products, this.facts, book)
  }

  /** How many products the catalogue holds: known without ranking them. */
  get size(): number {
    return this.#byId.size
  }

  /** All products, categories in menu order, each category in ranked order. */
  all(): readonly ApiProduct[] {
    const book = offerBook()
    if (this.#all?.book !== book || [...this.#byCategory.values()].some((loaded) => (loaded.ranked?.listing.until ?? Infinity) <= Date.now())) this.#all = { book, products: [...this.#byCategory.keys()].flatMap((slug) => this.#listing(slug).data) }
    return this.#all.products
  }

  category(slug: CategorySlug): CategoryListing | undefined {
    return this.#byCategory.has(slug) ? this.#listing(slug) : undefined
  }

  byId(id: string): ApiProduct | undefined {
    return this.#byId.get(id)
  }
}
