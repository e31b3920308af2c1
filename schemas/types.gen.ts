/* eslint-disable */
// Generated from schemas/*.schema.json by `npm run gen:types`. Do not edit by hand.

/**
 * The canonical category slugs, as in /category/{slug}.
 */
export type CategorySlug = 'rowing-machines' | 'treadmills' | 'recumbent-bikes' | 'elliptical' | 'exercise-bikes'
/**
 * A section of a review page; the type key picks the section.
 */
export type ReviewSection = FaqSection | ProseSection | ReviewHeroSection | SpecsSection
/**
 * Optional kebab-case anchor for the section (becomes the HTML id).
 */
export type SectionId = string
/**
 * A section of the home page or an information page; the type key picks the section.
 */
export type InfoSection = CategoryGridSection | FaqSection | HeroBannerSection | ProseSection

export interface ContentDocuments {
  site?: SiteConfig
  'catalogue-file'?: CatalogueFile
  review?: ReviewPage
  home?: HomePage
}
/**
 * Site-wide constants (SPEC sections 1 and 9). Components read them from here, never from literals.
 */
export interface SiteConfig {
  name: string
  yearLabel: string
  tagline: string
  claims: {
    /**
     * Shown as "over N shoppers weekly".
     */
    weeklyShoppers: number
    /**
     * @minItems 1
     */
    rankingFactors: string[]
    returnsDays: number
    freeShipping: boolean
    bestPrice: boolean
    supportHours: string
  }
  retailer: {
    /**
     * Shown in buy labels, e.g. "Check Price on Amazon".
     */
    name: string
    /**
     * Product page URL with {asin} where the product code goes.
     */
    productUrl: string
    associateTag: string
  }
  listing: {
    pageSize: number
  }
  compare: {
    /**
     * Category pages and guides.
     */
    categoryMax: number
    /**
     * The general comparison page.
     */
    generalMax: number
  }
  promo: {
    intervalSeconds: number
    visibleSeconds: number
    /**
     * Zero-based index of the promoted product; fewer products means no popup.
     */
    productIndex: number
  }
  priceSlider: {
    min: number
    max: number
    step: number
  }
  contact: {
    email: string
    phone: string
    address: string
  }
}
/**
 * One category of the catalogue: its search metadata and its products in ranked order.
 */
export interface CatalogueFile {
  category: CategorySlug
  seo: Seo
  /**
   * @minItems 1
   */
  products: CatalogueProduct[]
}
/**
 * Title, meta description and meta keywords of a page.
 */
export interface Seo {
  title: string
  description: string
  keywords: string
}
/**
 * One product of the demo catalogue, as an editor writes it. The API derives affiliate_link, url, stars, category, pageLink and uniqueId from these fields.
 */
export interface CatalogueProduct {
  /**
   * Stable kebab-case id, unique across the whole catalogue. Reviews refer to products by it.
   */
  id: string
  /**
   * The retailer's 10-character product code; the affiliate link is built from it.
   */
  asin: string
  title: string
  brand: string
  /**
   * A path under /images/ served from api/catalogue/images/.
   */
  image: string
  /**
   * Items: A path under /images/ served from api/catalogue/images/.
   */
  sub_images?: string[]
  price: {
    regular: number
    discount?: number
  }
  rating: Rating
  specs?: Specs
  /**
   * Badge text such as "2K+ bought in past month".
   */
  bought?: string
  description?: string
  faqs?: Faq[]
}
export interface Rating {
  stars: number
  count: number
}
export interface Specs {
  color?: string
  /**
   * For example "16 magnetic levels".
   */
  resistance?: string
  /**
   * For example "70 x 31 x 55 in".
   */
  dimensions?: string
  /**
   * The machine's own weight, for example "120 lbs".
   */
  weight?: string
  /**
   * Treadmills: for example "3.0 HP continuous".
   */
  motor?: string
  /**
   * Treadmills: for example "15 levels".
   */
  incline?: string
  /**
   * Weight capacity, for example "300 lbs".
   */
  maxUserWeight?: string
  warranty?: string
  /**
   * For example "24 built-in programs".
   */
  programs?: string
}
export interface Faq {
  q: string
  a: string
}
/**
 * One product review at /product/{file name}. Catalogue data wins; defaults fill what the product lacks.
 */
export interface ReviewPage {
  /**
   * The catalogue id of the reviewed product.
   */
  product: string
  /**
   * Completes "Buy Now from {store}"; defaults to the retailer's name from site.yaml.
   */
  store?: string
  /**
   * The breadcrumb's category link, when the page links somewhere other than /category/{the product's category}.
   */
  categoryLink?: string
  /**
   * Built-in content, used only where the catalogue product lacks the field.
   */
  defaults?: {
    rating?: Rating
    /**
     * @minItems 1
     *
     * Items: A path under /images/ served from api/catalogue/images/.
     */
    images?: string[]
    /**
     * Label to text, e.g. Resistance: 16 magnetic levels.
     */
    specs?: {
      [k: string]: string
    }
    description?: string
    faqs?: Faq[]
  }
  seo: {
    /**
     * Defaults to the product title.
     */
    title?: string
    description: string
    keywords: string
    /**
     * Appended to the title, e.g. " - Review & Buying Guide".
     */
    titleSuffix?: string
  }
  /**
   * @minItems 1
   */
  sections: ReviewSection[]
}
/**
 * Collapsible questions and answers. Without items, the product's own FAQs are shown.
 */
export interface FaqSection {
  type: 'faq'
  id?: SectionId
  heading?: string
  /**
   * @minItems 1
   */
  items?: Faq[]
}
/**
 * A heading and paragraphs of copy: intro review, verdict, user experience and the like.
 */
export interface ProseSection {
  type: 'prose'
  id?: SectionId
  heading: string
  /**
   * @minItems 1
   */
  paragraphs: string[]
}
/**
 * Title, star rating, badges, image block with thumbnails, the Product Details grid, description and the first buy button.
 */
export interface ReviewHeroSection {
  type: 'review-hero'
  id?: SectionId
  /**
   * @minItems 3
   * @maxItems 3
   */
  badges: string[]
  /**
   * The four facts of the Product Details grid.
   *
   * @minItems 4
   * @maxItems 4
   */
  details: {
    label: string
    value: string
  }[]
  reassurance?: string
}
/**
 * The technical specifications list, built from the review product's specs map.
 */
export interface SpecsSection {
  type: 'specs'
  id?: SectionId
  heading?: string
}
/**
 * The home page at /.
 */
export interface HomePage {
  seo: Seo
  /**
   * @minItems 1
   */
  sections: InfoSection[]
}
/**
 * Tiles linking to every category list, with each category's product count and top pick.
 */
export interface CategoryGridSection {
  type: 'category-grid'
  id?: SectionId
  heading: string
  intro?: string
}
/**
 * A page-opening banner with a heading, a lead paragraph and optional call-to-action links.
 */
export interface HeroBannerSection {
  type: 'hero-banner'
  id?: SectionId
  heading: string
  lead: string
  links?: {
    label: string
    href: string
  }[]
}
