import type { CategoryPage, CategorySlug, HomePage, InfoPage, Retailer, ReviewPage, SiteConfig } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { Categories } from '../catalogue/Categories.ts'

/** Everything the site serves, validated and cross-checked. Built once at start-up. */
export type Content = {
  site: SiteConfig
  /** The categories, from pages-config/categories/, in menu order. */
  categories: Categories
  catalogue: Catalogue
  /** Review documents by slug (the file name), in file-name order. */
  reviews: ReadonlyMap<string, ReviewPage>
  home: HomePage
  /** Information pages by path ("/about"). */
  infoPages: ReadonlyMap<string, InfoPage>
  /** Each category's file, by slug. */
  categoryPages: ReadonlyMap<CategorySlug, CategoryPage>
  /** The shops the site links to and is paid by, from pages-config/retailers.yaml. */
  retailers: readonly Retailer[]
}
