import type { PageLayout } from '../../schemas/types.gen.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { PageData } from '../sections/contract/PageData.ts'
import type { ResolvedSection } from '../sections/ResolvedSection.ts'

/** <title>, meta description and meta keywords; `noindex` keeps a page out of search engines. */
export type HeadModel = { title: string; description: string; keywords: string; noindex?: boolean }

/**
 * What a page's data hook hands to React: plain JSON, serialised for hydration. On a review page
 * it also carries the reviewed product and its related products (PageData), at the top level.
 */
export type PageModel = PageData & {
  kind: 'sections'
  head: HeadModel
  breadcrumb?: { label: string; href?: string }[]
  /** Review pages: where "Back to products" goes when there is no page to go back to. */
  backHref?: string
  /** The date shown as "Last updated": an information page's, and a review's whose review-hero (its byline) does not show it. */
  lastUpdated?: string
  /** The page's own YAML overriding its kind's layout. */
  layout?: PageLayout
  /** Information pages and guides: what their Article structured data says (dates YYYY-MM-DD). */
  article?: { headline: string; datePublished?: string; dateModified?: string }
  sections: ResolvedSection[]
}

/**
 * The products whose prices a page shows, for its cache keys and the lifetime of its prices: those
 * its model names, and on a category page (or its view) every product of the category, since their
 * order reads all their prices (price value moves with them) and a new price for any of them, on
 * this page of the list or not, can change it.
 */
export function productsShown(model: unknown, catalogue: Catalogue, category?: string): Set<string> {
  const shown = catalogue.productsNamedIn(model)
  const listing = category === undefined ? undefined : catalogue.category(category)
  for (const product of listing?.data ?? []) shown.add(product.id)
  return shown
}
