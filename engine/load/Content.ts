import type { CategoryPage, CategorySlug, HomePage, InfoPage, Retailer, ReviewPage, SiteConfig } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { Categories } from '../catalogue/Categories.ts'
import type { DerivedValues } from '../derived/DerivedValues.ts'
import type { OfferBook } from '../shop/offerBook.ts'

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
  /** The tier of derived values of the store that loaded it (ContentStore.derived), the catalogue's too. */
  derived: DerivedValues
}

/**
 * The content at one snapshot of the offers: its catalogue (and every price it gives) shows that
 * snapshot. The same object for the same content and snapshot, so what is derived from it is
 * derived once; the loaded content itself shows no prices.
 */
export function pricedContent(content: Content, book: OfferBook): Content {
  return book === content.catalogue.prices.book ? content : content.derived.of(atSnapshot, content, book)
}

const atSnapshot = (content: Content, book: OfferBook): Content => ({ ...content, catalogue: content.catalogue.at(book) })

/**
 * What stays the same across the content's snapshots and changes when the content is loaded
 * again: an answer kept for one loaded content is kept across price changes (those let go only
 * the answers showing a changed product) and never served from another content.
 */
export function contentVersion(content: Content): object {
  return content.site
}
