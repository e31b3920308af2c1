/* eslint-disable */
// Generated from schemas/*.schema.json by `npm run gen:types`. Do not edit by hand.
// The types describe documents as loaded: the loader applies schema defaults, so a property with a
// default is always present.

/**
 * A category's slug, as in /category/{slug}: the name of a file in pages-config/categories/ (the check reports one that has none).
 */
export type CategorySlug = string
/**
 * A section of a review page; the type key picks the section.
 */
export type ReviewSection =
  | BuyBarSection
  | BuyButtonSection
  | CallToActionSection
  | ComparisonSection
  | CustomerRatingsSection
  | FaqSection
  | FeatureListSection
  | GallerySection
  | ProsConsSection
  | ProseSection
  | RelatedProductsSection
  | ReviewHeroSection
  | SpecsSection
  | TrustRowSection
/**
 * Optional kebab-case anchor for the section (becomes the HTML id).
 */
export type SectionId = string
/**
 * A section of the home page or an information page; the type key picks the section.
 */
export type InfoSection =
  CategoryGridSection | FaqSection | FeatureListSection | HeroBannerSection | ProductPickerSection | ProseSection

export interface ContentDocuments {
  site?: SiteConfig
  'catalogue-file'?: CatalogueFile
  review?: ReviewPage
  home?: HomePage
  'info-page'?: InfoPage
  'category-page'?: CategoryPage
}
/**
 * Site-wide constants (SPEC sections 1 and 9). Components read them from here, never from literals.
 */
export interface SiteConfig {
  name: string
  /**
   * The public origin, without a trailing slash: canonical links, sitemap.xml and robots.txt name it.
   */
  url: string
  yearLabel: string
  tagline: string
  /**
   * Every claim the site itself makes on its pages, in one place. Offers such as free shipping, returns, trials or price guarantees are the retailer's or the brand's (see /terms and /about), so they are not claims of this site.
   */
  claims: {
    /**
     * Shown as "over N shoppers weekly".
     */
    weeklyShoppers: number
    /**
     * Shown in the footer as "Support: ...".
     */
    supportHours: string
    /**
     * The line under a review's main buy button when the review-hero section gives none; it must agree with the policy pages.
     */
    checkoutNote: string
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
  /**
   * Every fixed link of the header, footer and category sidebar. The category menu lists the categories themselves (pages-config/categories/, by their order).
   */
  navigation: {
    /**
     * The header's items, in order: links, and one { categoryMenu: <label> } entry where the category menu goes.
     *
     * @minItems 1
     */
    header: (
      | NavLink
      | {
          /**
           * The menu's label, for example "Category".
           */
          categoryMenu: string
        }
    )[]
    /**
     * The footer's quick links.
     */
    footerLinks: NavLink[]
    /**
     * The links under the copyright line.
     */
    legalLinks: NavLink[]
    sidebarTrustLink: NavLink1
  }
  /**
   * Cache-Control values per response kind, so a deployment can tune what a CDN keeps (issue 8).
   */
  cache: {
    /**
     * Pages, generated or rendered; ETags make revalidation cheap.
     */
    html: string
    /**
     * Hashed build assets under /assets/: their names change when they do.
     */
    assets: string
    /**
     * Answers of /api.
     */
    api: string
    /**
     * Any 4xx or 5xx answer.
     */
    errors: string
  }
}
/**
 * A link of the site's navigation. An internal link (starting with /) must lead to a page of the site; npm run check reports one that does not.
 */
export interface NavLink {
  label: string
  /**
   * a path of the site (/about), an anchor of the page (#contact) or an https:// address
   */
  href: string
}
/**
 * A link of the site's navigation. An internal link (starting with /) must lead to a page of the site; npm run check reports one that does not.
 */
export interface NavLink1 {
  label: string
  /**
   * a path of the site (/about), an anchor of the page (#contact) or an https:// address
   */
  href: string
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
   * A path under /images/ served from api/catalogue/images/: an SVG illustration, served as it is, or a JPEG, PNG or WebP photo of at least 1200x800 px, which the build serves as AVIF and WebP at three widths with a JPEG or PNG fallback.
   */
  image: string
  /**
   * Items: A path under /images/ served from api/catalogue/images/: an SVG illustration, served as it is, or a JPEG, PNG or WebP photo of at least 1200x800 px, which the build serves as AVIF and WebP at three widths with a JPEG or PNG fallback.
   */
  sub_images?: string[]
  price: {
    regular: number
    discount?: number
  }
  rating: {
    stars: number
    count: number
  }
  specs?: Specs
  /**
   * Badge text such as "2K+ bought in past month".
   */
  bought?: string
  description?: string
  faqs?: Faq[]
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
  /**
   * Ellipticals: for example "18 in".
   */
  strideLength?: string
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
   * Built-in content, used only where the catalogue product lacks the field; npm run check reports a default that differs from a fact the catalogue has.
   */
  defaults?: {
    /**
     * @minItems 1
     *
     * Items: A path under /images/ served from api/catalogue/images/: an SVG illustration, served as it is, or a JPEG, PNG or WebP photo of at least 1200x800 px, which the build serves as AVIF and WebP at three widths with a JPEG or PNG fallback.
     */
    images?: string[]
    /**
     * Label to text for facts the catalogue lacks, e.g. Stride Length: 18 in. A label of a catalogue spec (Resistance, Max User Weight...) must agree with the catalogue.
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
 * A buy bar fixed to the bottom of the screen on small screens only (price, rating, buy link).
 */
export interface BuyBarSection {
  type: 'buy-bar'
  id?: SectionId
}
/**
 * A centred "Buy Now from {store}" button with an optional note.
 */
export interface BuyButtonSection {
  type: 'buy-button'
  id?: SectionId
  note?: string
}
/**
 * The closing block: a heading, a line of copy and the third buy button.
 */
export interface CallToActionSection {
  type: 'call-to-action'
  id?: SectionId
  heading: string
  text: string
}
/**
 * How the product compares with alternatives: a table with this product first, then the named catalogue products. Every value comes from the catalogue; a fact the catalogue lacks shows N/A.
 */
export interface ComparisonSection {
  type: 'comparison'
  id?: SectionId
  heading: string
  intro?: string
  /**
   * Catalogue ids of the products shown after this one.
   *
   * @minItems 1
   * @maxItems 3
   */
  alternatives: string[]
  /**
   * @minItems 1
   */
  rows: ComparisonRow[]
  summary?: string
}
/**
 * One fact: exactly one of spec or computed (npm run check says which is missing).
 */
export interface ComparisonRow {
  /**
   * A catalogue spec key (product.schema.json specs), e.g. resistance or maxUserWeight.
   */
  spec?: string
  /**
   * A value the site derives from the catalogue: rating (stars out of 5), reviews (how many), price (what a shopper pays) or savings (percent off).
   */
  computed?: 'rating' | 'reviews' | 'price' | 'savings'
  /**
   * An editorial remark shown under the row's label.
   */
  note?: string
}
/**
 * Customer Ratings block: the retailer's name with the product's catalogue stars and review count, then any other stores' quoted ratings.
 */
export interface CustomerRatingsSection {
  type: 'customer-ratings'
  id?: SectionId
  heading: string
  /**
   * Other stores' fixed ratings, e.g. 8.2 out of 10 from 800+ reviews. The retailer's own rating comes from the catalogue and is not written here.
   *
   * @minItems 1
   */
  entries?: {
    store: string
    rating: number
    outOf: 5 | 10
    /**
     * As shown, e.g. "2,500+".
     */
    reviews: string
  }[]
}
/**
 * Collapsible questions and answers. Without items, the product's own FAQs are shown.
 */
export interface FaqSection {
  type: 'faq'
  id?: SectionId
  heading: string
  /**
   * @minItems 1
   */
  items?: Faq[]
}
/**
 * A heading and titled points: key features, who it is best for, what to consider before buying.
 */
export interface FeatureListSection {
  type: 'feature-list'
  id?: SectionId
  heading: string
  intro?: string
  /**
   * @minItems 1
   */
  items: {
    title: string
    text: string
  }[]
}
/**
 * Images 2 and 3 of the product; shown only when it has more than 2 images.
 */
export interface GallerySection {
  type: 'gallery'
  id?: SectionId
  heading: string
}
/**
 * Two lists side by side: what is good and what is not.
 */
export interface ProsConsSection {
  type: 'pros-cons'
  id?: SectionId
  heading: string
  /**
   * @minItems 1
   */
  pros: string[]
  /**
   * @minItems 1
   */
  cons: string[]
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
 * A row of related or alternative products, each card opening its affiliate link. By default: other products of the same category first, then the closest in rating and price, at most 6.
 */
export interface RelatedProductsSection {
  type: 'related-products'
  id?: SectionId
  heading: string
  /**
   * Catalogue ids to show instead of the automatic choice.
   *
   * @minItems 1
   * @maxItems 6
   */
  products?: string[]
  /**
   * Keep the heading and an empty-state line when nothing matches.
   */
  showWhenEmpty: boolean
  /**
   * A button on each card, e.g. "View Product".
   */
  buttonLabel?: string
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
   * The four facts of the Product Details grid, each looked up from the catalogue (or the review's defaults where the catalogue lacks it).
   *
   * @minItems 4
   * @maxItems 4
   */
  details: DetailFact[]
  /**
   * The line under the buy button; without it the page shows site.yaml's claims.checkoutNote.
   */
  reassurance?: string
}
/**
 * One fact: exactly one of spec or computed.
 */
export interface DetailFact {
  /**
   * A catalogue spec key (product.schema.json specs), e.g. resistance or maxUserWeight.
   */
  spec?: string
  /**
   * A value the site derives from the catalogue: rating (stars out of 5), reviews (how many), price (what a shopper pays) or savings (percent off).
   */
  computed?: 'rating' | 'reviews' | 'price' | 'savings'
}
/**
 * The technical specifications list, built from the review product's specs map.
 */
export interface SpecsSection {
  type: 'specs'
  id?: SectionId
  heading: string
}
/**
 * Three reassurance items under the buy button (shipping, returns, warranty).
 */
export interface TrustRowSection {
  type: 'trust-row'
  id?: SectionId
  /**
   * @minItems 3
   * @maxItems 3
   */
  items: {
    icon: 'shipping' | 'returns' | 'warranty' | 'support' | 'secure' | 'price'
    title: string
    text: string
  }[]
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
/**
 * A grid of catalogue products to pick from (up to the site's compare limit) and compare in a dialog; guide pages use it.
 */
export interface ProductPickerSection {
  type: 'product-picker'
  id?: SectionId
  heading: string
  intro?: string
  /**
   * Products are taken from these categories, in ranked order, alternating between them.
   *
   * @minItems 1
   */
  categories: CategorySlug[]
  /**
   * How many products to show.
   */
  limit: number
}
/**
 * An information or policy page (About, Blog, How We Rank, Privacy, ...). pages-config/pages/<name>.yaml is served at /<name>.
 */
export interface InfoPage {
  /**
   * Shown as "Last updated" under the heading (policy pages).
   */
  lastUpdated?: string
  seo: Seo
  /**
   * @minItems 1
   */
  sections: InfoSection[]
}
/**
 * A category: its label, other spellings, order in menus, what its cards and comparisons show, and its list page's copy at /category/{file name}. Its products and seo data come from the catalogue file of the same name.
 */
export interface CategoryPage {
  /**
   * The category's name in menus, tiles, breadcrumbs and search, for example "Recumbent Bikes".
   */
  label: string
  /**
   * Place in the site's menus and category lists, lowest first.
   */
  order: number
  /**
   * Other spellings that lead here (/category/{spelling} and /{spelling} redirect to /category/{slug}); unique across categories.
   */
  spellings: CategorySlug[]
  /**
   * The facts a product card lists, in order; a product without the fact skips the line.
   */
  cardFacts: CategoryFact[]
  /**
   * The rows of the list page's compare dialog after name, brand, price and rating.
   */
  compareRows: CategoryFact[]
  /**
   * The rows of the general comparison page (/product-compare?category={slug}).
   *
   * @minItems 1
   */
  generalCompareRows: CategoryFact[]
  seo: Seo1
  promo: {
    /**
     * For example "Best TreadMill 2025".
     */
    badge: string
    /**
     * Show "Limited Time Offer" beside the saving.
     */
    limitedTimeOffer: boolean
    /**
     * Show "Prime Delivery Available".
     */
    primeDelivery: boolean
  }
  sidebar: {
    /**
     * The points of the "How We Rank" box.
     *
     * @minItems 1
     */
    howWeRank: string[]
    /**
     * The text of the "Why Trust Our Reviews?" box.
     */
    whyTrust: string
  }
}
/**
 * One labelled fact of a product, read from the catalogue: a spec key, or the product's price.
 */
export interface CategoryFact {
  /**
   * What the row or line is called on the page, for example "Motor Power".
   */
  label: string
  /**
   * "price" (what the shopper pays) or a key of a product's specs.
   */
  fact:
    | 'price'
    | 'motor'
    | 'incline'
    | 'resistance'
    | 'maxUserWeight'
    | 'dimensions'
    | 'weight'
    | 'color'
    | 'programs'
    | 'warranty'
    | 'strideLength'
}
/**
 * Title, meta description and meta keywords of a page.
 */
export interface Seo1 {
  title: string
  description: string
  keywords: string
}
