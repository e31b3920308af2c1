import type { CatalogueFile, CategorySlug, Seo, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { retailerLinks } from '../shop/affiliate.ts'
import { withShopPrice } from '../shop/currentPrice.ts'
import type { ApiProduct } from './ApiProduct.ts'
import type { Categories } from './Categories.ts'
import { byRanking, meanStars, scoreProduct } from './scoreProduct.ts'

export type CategoryListing = { category: CategorySlug; seo: Seo; data: ApiProduct[] }

/** The in-memory product store: every product once, indexed by id and by category. */
export class Catalogue {
  readonly #byId = new Map<string, ApiProduct>()
  readonly #byCategory = new Map<CategorySlug, CategoryListing>()
  readonly #all: ApiProduct[] = []

  constructor(readonly categories: Categories, files: readonly CatalogueFile[], retailer: SiteConfig['retailer'], pageLinks: ReadonlyMap<string, string>, readonly facts: FactBook) {
    const bySlug = new Map(files.map((file) => [file.category, file]))
    for (const { slug: category, method } of categories.all()) {
      const file = bySlug.get(category)
      if (!file) continue
      const categoryMean = meanStars(file.products)
      const data = file.products.map((product): ApiProduct => {
        const pageLink = pageLinks.get(product.id)
        const specs = Object.fromEntries(facts.rows({ ...product, category }).map((row) => [row.key, row.value]))
        // The API's price fields come from the one reader of shop prices, as everything else's do.
        return withShopPrice({
          ...product,
          specs,
          ...retailerLinks(retailer, product.asin),
          category,
          stars: product.rating.stars,
          uniqueId: product.id,
          ourScore: scoreProduct(method, product, categoryMean),
          ...(pageLink ? { pageLink } : {}),
        })
      })
      // "Our ranking" is the category's default order; Array.sort is stable, so a full tie keeps file order.
      data.sort(byRanking)
      this.#byCategory.set(category, { category, seo: file.seo, data })
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

