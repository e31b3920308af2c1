import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { ResolvedSection } from '../sections/ResolvedSection.ts'
import type { ShownPrice } from '../shop/priceDate.ts'
import type { FactValues } from './review/productFacts.ts'

/** <title>, meta description and meta keywords; `noindex` keeps a page out of search engines. */
export type HeadModel = { title: string; description: string; keywords: string; noindex?: boolean }

/** The reviewed product, complete: catalogue data first, the review's defaults for what it lacks. */
export type ReviewProductModel = {
  id: string
  title: string
  brand: string
  category: CategorySlug
  rating: { stars: number; count: number }
  price: ShownPrice
  images: string[]
  specs: { label: string; value: string }[]
  /** Every fact by factKey (catalogue specs, defaults where it lacks one, computed values), for sections that name facts. */
  facts: FactValues
  description: string
  faqs: { q: string; a: string }[]
  /** Affiliate link (or plain url) for every buy control on the page. */
  buyHref: string
  /** Completes "Buy Now from {store}". */
  store: string
  /** The retailer's name (site.yaml), where its customers' ratings are quoted. */
  retailer: string
  /** site.yaml's claims.checkoutNote, for a review-hero section that gives no line of its own. */
  checkoutNote: string
  editorial: Editorial
}

/**
 * Who wrote a review, when, and the site's own score out of 10: never to be confused with the
 * retailer's customer rating (`rating`), which the site only quotes.
 */
export type Editorial = {
  author: string
  /** YYYY-MM-DD. */
  publishedAt: string
  /** YYYY-MM-DD. */
  updatedAt: string
  /** Out of 10, one decimal. */
  score: number
  /** The page explaining how products are tested and scored. */
  methodLink: { label: string; href: string }
}

/** One card of a related-products section. */
export type RelatedItem = {
  id: string
  title: string
  image: string
  rating: { stars: number; count: number }
  /** Affiliate link, else plain url, else "#". */
  buyHref: string
}

/**
 * Related products, resolved on the server: the automatic choice (same category first, then
 * closest in rating and price, at most 6) for sections that list no ids, and every product a section lists, by id.
 */
export type RelatedData = { automatic: RelatedItem[]; listed: Record<string, RelatedItem> }

/** One product of a product-picker section. */
export type PickerItem = {
  id: string
  title: string
  image: string
  description: string
  specs: { label: string; value: string }[]
  price: ShownPrice
  rating: { stars: number; count: number }
  buyHref: string
}

/** One tile of the category grid. */
export type CategoryTile = { slug: CategorySlug; label: string; href: string; count: number; topPick?: { title: string; href: string } }

/**
 * A review page's product and related products, which the comparison and related-products
 * sections read. Every other section carries its own data (`section.resolved`, see ResolvedSection).
 */
export type PageData = {
  product?: ReviewProductModel
  related?: RelatedData
}

/** What a page's data hook hands to React: plain JSON, serialised for hydration. */
export type PageModel = {
  kind: 'sections'
  head: HeadModel
  breadcrumb?: { label: string; href?: string }[]
  /** Review pages: where "Back to products" goes when there is no page to go back to. */
  backHref?: string
  /** Information pages: the date shown as "Last updated". */
  lastUpdated?: string
  sections: ResolvedSection[]
  data: PageData
}
