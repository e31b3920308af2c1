import type { CategoryPage, CategorySlug, HomePage, InfoPage, ReviewPage, SiteConfig } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'

/** Everything the site serves, validated and cross-checked. Built once at start-up. */
export type Content = {
  site: SiteConfig
  catalogue: Catalogue
  /** Review documents by slug (the file name), in file-name order. */
  reviews: ReadonlyMap<string, ReviewPage>
  home: HomePage
  /** Information pages by path ("/about"). */
  infoPages: ReadonlyMap<string, InfoPage>
  /** Each category list page's own copy, by category. */
  categoryPages: ReadonlyMap<CategorySlug, CategoryPage>
}
