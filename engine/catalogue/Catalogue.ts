import type { CatalogueFile, CategorySlug, Seo, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { DerivedValues } from '../derived/DerivedValues.ts'
import type { OfferBook } from '../shop/offerBook.ts'
import type { DealRule } from '../shop/priceRules.ts'
import { NO_PRICES, PriceView } from '../shop/PriceView.ts'
import { apiShopFields } from './apiShopFields.ts'
import type { ApiShopFields } from './apiShopFields.ts'
import type { ApiProduct } from './ApiProduct.ts'
import type { Categories, Category } from './Categories.ts'
import { rankCategory } from './rankCategory.ts'
import { keptRanking } from './keptRankings.ts'
import type { KeptRankings } from './keptRankings.ts'
import type { Ranking } from './rankCategory.ts'

/** A category's products in ranked order, and the awards its rules gave them. */
type CategoryListing = Ranking & { category: CategorySlug; seo: Seo }

/** A product as loaded, before any prices: everything but its shop fields, score and awards. */
export type ShelfProduct = Omit<ApiProduct, keyof ApiShopFields | 'ourScore' | 'awards'>

/**
 * A category as loaded: its products in file order, and how each is made again (by id) as the
 * start of its copy at a snapshot, its specs formatted once for all copies.
 */
type ShelfCategory = { category: Category; seo: Seo; products: ShelfProduct[]; copies: ReadonlyMap<string, () => ShelfProduct> }

/** The catalogue's products as loaded, shared by the catalogue's views of every snapshot. */
type Shelf = {
  categories: Categories
  facts: FactBook
  deals: DealRule | undefined
  byCategory: ReadonlyMap<CategorySlug, ShelfCategory>
  categoryOf: ReadonlyMap<string, CategorySlug>
  /** Every product, categories in menu order, each in file order. */
  products: readonly ShelfProduct[]
  /** The rankings a build kept for this content, read instead of ranking a category whose prices are the same. */
  kept: KeptRankings | undefined
}

/** The catalogue at one snapshot: one per shelf and snapshot (see `at`), so every reader of a snapshot shares its rankings. */
const catalogueAt = (shelf: Shelf, book: OfferBook): Catalogue => new Catalogue(shelf, shelf.facts.derived.of(priceView, book, shelf.deals))

/** The view of a snapshot with a deals rule: one per pair, so every reader of a snapshot shares its summaries. */
const priceView = (book: OfferBook, deals: DealRule | undefined): PriceView => new PriceView(book, deals)

/**
 * The in-memory product store at one snapshot of the offers: every product once, indexed by id and
 * by category, with the shop fields, scores and awards that snapshot gives it (price value is
 * derived from the best current offer). A category is ranked on its first read, and again only when
 * a live price it read grows too old to count. `at(book)` gives the same products at another
 * snapshot; the content's own catalogue shows no prices.
 */
export class Catalogue {
  readonly #shelf: Shelf
  readonly #listings = new Map<CategorySlug, { listing: CategoryListing; byId: ReadonlyMap<string, ApiProduct> }>()
  #all: { products: readonly ApiProduct[]; until: number } | undefined

  /**
   * The catalogue's products as loaded from its files, at the snapshot before any prices. `kept`:
   * the rankings the build kept for this same content (keptRankings.ts), when it has them.
   */
  static load(categories: Categories, files: readonly CatalogueFile[], site: Pick<SiteConfig, 'deals' | 'customerRatings'>, pageLinks: ReadonlyMap<string, string>, facts: FactBook, kept?: KeptRankings): Catalogue {
    const { deals, customerRatings: ratingsRead } = site
    const bySlug = new Map(files.map((file) => [file.category, file]))
    const byCategory = new Map<CategorySlug, ShelfCategory>()
    const categoryOf = new Map<string, CategorySlug>()
    for (const category of categories.all()) {
      const file = bySlug.get(category.slug)
      if (!file) continue
      const copies = new Map<string, () => ShelfProduct>()
      const products = file.products.map((product): ShelfProduct => {
        const pageLink = pageLinks.get(product.id)
        const rating = { ...product.rating, source: ratingsRead.source, readOn: ratingsRead.readOn }
        // Formatted when first read (an answer or a page), not at load: the content check reads none.
        let specs: Record<string, string> | undefined
        const copy = (): ShelfProduct => ({
          ...product,
          get specs() {
            return (specs ??= Object.fromEntries(facts.rows({ ...product, category: category.slug }).map((row) => [row.key, row.value])))
          },
          category: category.slug,
          rating,
          stars: product.rating.stars,
          uniqueId: product.id,
          ...(pageLink ? { pageLink } : {}),
        })
        copies.set(product.id, copy)
        return copy()
      })
      byCategory.set(category.slug, { category, seo: file.seo, products, copies })
      for (const product of products) categoryOf.set(product.id, category.slug)
    }
    const loaded = [...byCategory.values()].flatMap((category) => category.products)
    return new Catalogue({ categories, facts, deals, byCategory, categoryOf, products: loaded, kept }, NO_PRICES)
  }

  constructor(shelf: Shelf, readonly prices: PriceView) {
    this.#shelf = shelf
  }

  /** The same catalogue at another snapshot of the offers. */
  at(book: OfferBook): Catalogue {
    return book === this.prices.book ? this : this.derived.of(catalogueAt, this.#shelf, book)
  }

  /** The tier of derived values of the store that loaded this catalogue (its fact book's): what is worked out from it is kept there. */
  get derived(): DerivedValues {
    return this.#shelf.facts.derived
  }

  get categories(): Categories {
    return this.#shelf.categories
  }

  get facts(): FactBook {
    return this.#shelf.facts
  }

  /** How many products the catalogue holds: known without ranking them. */
  get size(): number {
    return this.#shelf.categoryOf.size
  }

  /**
   * Every product as loaded, categories in menu order, each in file order, without prices, scores
   * or awards: the same array at every snapshot, for what reads none of them (the search index,
   * the span of warranties) and so ranks nothing.
   */
  loaded(): readonly ShelfProduct[] {
    return this.#shelf.products
  }

  /** All products, categories in menu order, each category in ranked order. */
  all(): readonly ApiProduct[] {
    if (!this.#all || this.#all.until <= Date.now()) {
      const listings = [...this.#shelf.byCategory.keys()].map((slug) => this.#listing(slug).listing)
      this.#all = { products: listings.flatMap((listing) => listing.data), until: Math.min(...listings.map((listing) => listing.until)) }
    }
    return this.#all.products
  }

  category(slug: CategorySlug): CategoryListing | undefined {
    return this.#shelf.byCategory.has(slug) ? this.#listing(slug).listing : undefined
  }

  byId(id: string): ApiProduct | undefined {
    const slug = this.#shelf.categoryOf.get(id)
    return slug === undefined ? undefined : this.#listing(slug).byId.get(id)
  }

  /**
   * The products a page's model or an API answer names: every string in it that is a product's id.
   * What an answer shows is what its model holds, so its cache keys and the lifetime of the prices
   * it shows come from the answer itself. (A product it only weighed, such as a related product
   * not chosen, is not named.)
   */
  productsNamedIn(value: unknown): Set<string> {
    const named = new Set<string>()
    // Walked with a list of what is left rather than by recursion: a model is walked on every
    // render, and only strings and objects can hold an id.
    const pending: unknown[] = [value]
    const keep = (node: unknown) => (typeof node === 'string' || (typeof node === 'object' && node !== null)) && pending.push(node)
    while (pending.length > 0) {
      const node = pending.pop()
      if (typeof node === 'string') {
        if (this.#shelf.categoryOf.has(node)) named.add(node)
      } else if (Array.isArray(node)) for (const item of node) keep(item)
      else for (const key in node as object) keep((node as Record<string, unknown>)[key])
    }
    return named
  }

  /** The category ranked, its products given their shop fields, score and awards; again once a price it read is too old. */
  #listing(slug: CategorySlug): { listing: CategoryListing; byId: ReadonlyMap<string, ApiProduct> } {
    const kept = this.#listings.get(slug)
    if (kept && kept.listing.until > Date.now()) return kept
    const { category, seo, products, copies } = this.#shelf.byCategory.get(slug)!
    const ranking = keptRanking(this.#shelf.kept?.categories[slug], category, products, this.facts, this.prices) ?? rankCategory(category, products, this.facts, this.prices)
    // The loaded product made again (its specs still formatted on first read), then what the
    // snapshot gives it; its score is read from the ranking, worked out there when first read.
    const data = ranking.data.map((product): ApiProduct => {
      const priced = Object.assign(copies.get(product.id)!(), apiShopFields(this.prices.summary(product.id)))
      Object.defineProperty(priced, 'ourScore', { enumerable: true, configurable: true, get: () => ranking.scoreOf(product.id) })
      return Object.assign(priced as ApiProduct, { awards: ranking.awardsOf.get(product.id) ?? [] })
    })
    const made = { listing: { ...ranking, data, category: slug, seo }, byId: new Map(data.map((product) => [product.id, product])) }
    this.#listings.set(slug, made)
    return made
  }
}
