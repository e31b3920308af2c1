import type { CategorySlug, Specs } from '../../../schemas/types.gen.ts'
import type { ListingFilters } from '../../shop/listing.ts'
import type { PromoTiming } from '../../shop/promo.ts'
import type { HeadModel } from '../PageModel.ts'

/** What a card, the compare table and the promo need of a product: nothing more is sent. */
export type CardProduct = {
  id: string
  title?: string
  brand: string
  images: string[]
  price: { regular: number; discount?: number }
  rating: { stars: number; count: number }
  specs: Pick<Specs, 'color' | 'resistance' | 'dimensions' | 'motor' | 'incline' | 'maxUserWeight'>
  bought?: string
  /** The review page, when the product has one. */
  pageLink?: string
  buyHref: string
}

export type CategorySettings = {
  pageSize: number
  compareMax: number
  promo: PromoTiming
  slider: { min: number; max: number; step: number }
  retailer: string
  cardTitleFallback: string
  promoBadge: string
  limitedTimeOffer: boolean
  primeDelivery: boolean
}

export type SidebarModel = {
  total: number
  /** Average stars x 2, one decimal. */
  averageOnTen: string
  priceRange: { min: number; max: number }
  topRated?: { title: string; href?: string }
  relatedCategories: { label: string; href: string }[]
  /** The general comparison page for this category. */
  compareHref: string
  howWeRank: string[]
  whyTrust: string
}

/** The category list page, complete for the server render and for filtering in the browser. */
export type CategoryPageModel = {
  kind: 'category'
  head: HeadModel
  heading: string
  category: CategorySlug
  path: string
  /** Every product of the category, in ranked order. */
  products: CardProduct[]
  /** The view the URL asked for, already made valid. */
  filters: ListingFilters
  /** Lowest and highest price found: the price filter's full range. */
  priceBounds: { min: number; max: number }
  /** Whether comparison rows are the treadmill ones (motor, incline) or the others (resistance, color). */
  treadmill: boolean
  settings: CategorySettings
  sidebar: SidebarModel
  promoProductId?: string
}
