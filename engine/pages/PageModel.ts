import type { CategorySlug } from '../../schemas/types.gen.ts'
import type { AnySection } from '../sections/SectionProps.ts'

/** <title>, meta description and meta keywords. */
export type HeadModel = { title: string; description: string; keywords: string }

/** The reviewed product, complete: catalogue data first, the review's defaults for what it lacks. */
export type ReviewProductModel = {
  id: string
  title: string
  brand: string
  category: CategorySlug
  rating: { stars: number; count: number }
  price: { regular: number; discount?: number }
  images: string[]
  specs: { label: string; value: string }[]
  description: string
  faqs: { q: string; a: string }[]
  /** Affiliate link (or plain url) for every buy control on the page. */
  buyHref: string
  /** Completes "Buy Now from {store}". */
  store: string
}

/** One tile of the category grid. */
export type CategoryTile = { slug: CategorySlug; label: string; href: string; count: number; topPick?: { title: string; href: string } }

/** Page-level data that sections read; which keys are present depends on the page kind. */
export type PageData = {
  product?: ReviewProductModel
  categories?: CategoryTile[]
}

/** What a page's data hook hands to React: plain JSON, serialised for hydration. */
export type PageModel = {
  head: HeadModel
  breadcrumb?: { label: string; href?: string }[]
  sections: AnySection[]
  data: PageData
}
