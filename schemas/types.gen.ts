/* eslint-disable */
// Generated from schemas/*.schema.json by `npm run gen:schemas`. Do not edit by hand.
// The types describe documents as loaded: the loader applies schema defaults, so a property with a
// default is always present.

/**
 * A category's slug, as in /category/{slug}: the name of a file in pages-config/categories/ (the check reports one that has none).
 */
export type CategorySlug = string
/**
 * How the page is framed: site (the default of most page kinds) draws the header with its menus and search, and the footer; bare draws only the page itself, in a main area with side margins, for views meant to stand alone or be printed.
 */
export type PageLayout = 'site' | 'bare'
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
  | OffersSection
  | PriceHistorySection
  | ProsConsSection
  | ProseSection
  | RelatedProductsSection
  | ReviewHeroSection
  | ScoreBreakdownSection
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
  | CategoryGridSection
  | DemoDataNoticeSection
  | FaqSection
  | FeatureListSection
  | HeroBannerSection
  | PriceRulesSection
  | ProductPickerSection
  | ProseSection
  | ScoringMethodsSection
  | ShopDisclosuresSection
  | TestRecordsSection

export interface ContentDocuments {
  site?: SiteConfig
  'catalogue-file'?: CatalogueFile
  'catalogue-folder'?: CatalogueFolder
  'catalogue-products'?: CatalogueProductsFile
  review?: ReviewPage
  home?: HomePage
  'info-page'?: InfoPage
  'category-page'?: CategoryPage
  retailers?: RetailersFile
}
/**
 * Site-wide constants: name, claims, listing limits, promo timing, links and caching. Components read them from here, never from literals.
 */
export interface SiteConfig {
  /**
   * The site's name, as its pages and structured data show it.
   */
  name: string
  /**
   * The public origin, without a trailing slash: every absolute URL (canonical links, sitemap.xml, robots.txt, Open Graph, structured data) names it. The environment variable SITE_ORIGIN overrides it (staging).
   */
  url: string
  /**
   * The rankings' year, an editorial label (the footer's copyright year is the build's); npm run check warns when it is older than the newest price date.
   */
  yearLabel: string
  /**
   * A short line saying what the site is and does.
   */
  tagline: string
  /**
   * Every claim the site itself makes on its pages, in one place. Offers such as shipping, returns, trials or price guarantees are the retailer's (retailers.yaml, the offers), so they are not claims of this site.
   */
  claims: {
    /**
     * How many shoppers use the site in a week, and where that figure comes from: the footer shows "over N shoppers weekly" with the source, and prose writes {weeklyShoppers}, never the number. A demo site's figure is fictional like its other data, and the demo notice says so.
     */
    weeklyShoppers: {
      /**
       * The figure, shown as "over N".
       */
      count: number
      /**
       * Where the figure comes from (the analytics and the weeks it counts), shown beside it.
       */
      source: string
    }
    /**
     * Shown in the footer as "Support: ...".
     */
    supportHours: string
    /**
     * The line under a review's main buy button when the review-hero section gives none. Seller terms come from the data: write {seller}, {shipping} and {returns} (rendered from the best current offer and its shop's terms in retailers.yaml), never typed terms such as "30-day returns" or "secure checkout".
     */
    checkoutNote: string
  }
  /**
   * Whether every page's footer has the newsletter sign-up form (true, the default): pages may say there is a newsletter only when it does, and never that there is none while it does.
   */
  newsletter: boolean
  /**
   * How category list pages show their products.
   */
  listing: {
    /**
     * How many products a category list page shows per page.
     */
    pageSize: number
  }
  /**
   * How many products a shopper can compare at once.
   */
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
  /**
   * When the category list page's promotion popup opens, how long it stays, and which product it shows.
   */
  promo: {
    /**
     * The popup opens at every whole interval after the page starts (20 s, 40 s, ...), until the shopper closes it; then it stays closed for the visit.
     */
    intervalSeconds: number
    /**
     * How long the popup stays open before it closes itself; time with the pointer or focus on it does not count.
     */
    visibleSeconds: number
    /**
     * Zero-based index of the promoted product; fewer products means no popup.
     */
    productIndex: number
  }
  /**
   * The range and step, in US dollars, of the category list page's price filter.
   */
  priceSlider: {
    /**
     * The slider's lowest price in US dollars.
     */
    min: number
    /**
     * The slider's highest price in US dollars.
     */
    max: number
    /**
     * How many US dollars one step of the slider moves.
     */
    step: number
  }
  /**
   * How to reach the site: shown on its pages and named in its structured data.
   */
  contact: {
    /**
     * The contact email address.
     */
    email: string
    /**
     * The contact phone number, as shown.
     */
    phone: string
    /**
     * The postal address, on one line.
     */
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
    sidebarTrustLink: NavLink
  }
  /**
   * Link previews, structured data and the review score's explanation.
   */
  seo: {
    /**
     * The Open Graph and Twitter image of pages without one of their own: a path on this site, its size in pixels and its text alternative.
     */
    image: {
      /**
       * The image's path on this site.
       */
      src: string
      /**
       * The image's width in pixels.
       */
      width: number
      /**
       * The image's height in pixels.
       */
      height: number
      /**
       * What the image shows, for those who cannot see it.
       */
      alt: string
    }
    /**
     * The pixel size every catalogue image is drawn at, announced with a review's preview image.
     */
    productImageSize: {
      /**
       * The width in pixels.
       */
      width: number
      /**
       * The height in pixels.
       */
      height: number
    }
    methodLink: NavLink
  }
  /**
   * Shoppers learn that links earn a commission where they are about to use one, not only on /disclosure. The footer of every page and the disclosure page name the shops the site is paid by, from pages-config/retailers.yaml.
   */
  affiliateDisclosure: {
    /**
     * One sentence beside every buy control (review hero, buy bar, lists, promo, compare dialogs, guides, search results).
     */
    short: string
    /**
     * The text of the link after that sentence, to the full disclosure.
     */
    linkLabel: string
    /**
     * The full disclosure page.
     */
    href: string
  }
  /**
   * The day the content's data as a whole is from (YYYY-MM-DD): the demo feed's prices end on this day and are judged against it, never against the clock, so the demo site looks the same on any date.
   */
  dataAsOf: string
  /**
   * How often every review is brought up to date: npm run check warns about a review whose updatedAt is older than this period before the data set's date (dataAsOf), and a page may claim an update rhythm ("updated every month") only as often as this period or less. Leave it out when reviews follow no rhythm: then no page may claim one.
   */
  reviewUpdatePeriod?: {
    /**
     * How many units of time between two updates of a review.
     */
    every: number
    /**
     * The unit of time: day, week, month or year.
     */
    unit: 'day' | 'week' | 'month' | 'year'
  }
  /**
   * True when the products, brands, shops, prices and the site's own figures (its weekly shoppers) are fictional demonstration data: every page's footer and the about page's demo-data-notice section then say so in one line. Leave it out (false) for a site with real products and shops.
   */
  demoData: boolean
  /**
   * Where the catalogue's customer ratings (each product's stars and count) were read and on which day: every page that shows a rating names this source and date beside it. A demo catalogue's ratings are fictional and say so in the source.
   */
  customerRatings: {
    /**
     * The store or site the ratings were read at, as shoppers read it after "customer ratings at".
     */
    source: string
    /**
     * The day the ratings were read (YYYY-MM-DD).
     */
    readOn: string
  }
  /**
   * How old live prices may grow: a running server warns at start when, by the clock, the offers store's prices were read more than warnAfterDays ago. failAfterDays is kept for release pipelines of their own.
   */
  priceFreshness: {
    /**
     * npm run check warns about a price checked more than this many days ago.
     */
    warnAfterDays: number
    /**
     * In CI, npm run check fails on a price checked more than this many days ago.
     */
    failAfterDays: number
    /**
     * How long after it was read a price is shown as current (24 when absent). An older live price is never shown: pages say "Check price at" the retailer instead, and no page is cached past the moment one of its prices reaches this age. Demo prices are judged against the data set's own date, live ones against the clock.
     */
    maxAgeHours?: number
  }
  /**
   * When a product gets a Deal badge: its current best price is at or within withinOfLowPercent of the lowest best price of the last days days, and at least underMedianPercent under the median best price of those days. /how-we-rank states the rule in words from these numbers. Without it, no product is marked as a deal.
   */
  deals?: {
    /**
     * How far above the period's lowest best price the current price may be and still count as a deal; 0 asks for the low itself.
     */
    withinOfLowPercent: number
    /**
     * How far under the period's median best price the current price must be, at least.
     */
    underMedianPercent: number
    /**
     * The days of price history the low and the median are taken over, ending on the current price's day; a product with a shorter history is never marked.
     */
    days: number
  }
  /**
   * Cache-Control values per response kind, so a deployment can tune what a CDN keeps.
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
  /**
   * The unit system pages show first; every quantity shows the other system beside it.
   */
  units: 'imperial' | 'metric'
  /**
   * Facts several categories share (weight capacity, product weight, dimensions, warranty, list price), declared once; a category file lists the ones its products have by key.
   */
  facts: FactDefinition[]
}
/**
 * A link of the site's navigation. An internal link (starting with /) must lead to a page of the site; npm run check reports one that does not.
 */
export interface NavLink {
  /**
   * The link's text.
   */
  label: string
  /**
   * A path of the site (/about), an anchor of the page (#contact) or an https:// address.
   */
  href: string
}
/**
 * One fact products have: its key in the catalogue, how pages label it, what kind of value it takes and in which unit, which direction is better, and how shoppers filter on it. In a category file, an entry with only key (and required) reuses site.yaml's definition of that key.
 */
export interface FactDefinition {
  /**
   * The fact's name under a product's facts in api/catalogue/, in camelCase.
   */
  key: string
  /**
   * How spec tables, cards and comparisons name the fact.
   */
  label?: string
  /**
   * quantity: a number and a unit ("300 lb"); count: a whole number; yesno: true or false; choice: one of choices; text: free text; size: length, width and height, each a quantity; money: an amount and a currency ("999.99 USD"); warranty: a duration per part (frame, motor, parts, labor), each a time ("5 yr", "6 month", "90 day") or lifetime.
   */
  kind?: 'quantity' | 'count' | 'yesno' | 'choice' | 'text' | 'size' | 'money' | 'warranty'
  /**
   * The unit values are written in and shown in first (lb, in, hp, %, USD); a value may be written in another unit of the same measure (kg for lb).
   */
  unit?: string
  /**
   * For kind choice: the values a product may have.
   *
   * @minItems 1
   */
  choices?: string[]
  /**
   * Whether a higher or a lower value is better, for comparisons; none when neither is.
   */
  better?: 'higher' | 'lower' | 'none'
  /**
   * How shoppers filter a category on the fact: range, yesno, choice, or none.
   */
  filter?: 'range' | 'yesno' | 'choice' | 'none'
  /**
   * In a category file: every product of the category must have the fact.
   */
  required?: boolean
  /**
   * The schema.org Product property the fact also fills in structured data (color, size, material, weight).
   */
  schemaOrg?: 'color' | 'size' | 'material' | 'weight'
}
/**
 * One category of the catalogue: its search metadata and its products in ranked order.
 */
export interface CatalogueFile {
  category: CategorySlug
  seo: Seo
  /**
   * The category's products, best ranked first: the list page shows them in this order.
   *
   * @minItems 1
   */
  products: CatalogueProduct[]
}
/**
 * Title, meta description and meta keywords of a page.
 */
export interface Seo {
  /**
   * The page's <title> (and its heading where the page has no other).
   */
  title: string
  /**
   * The meta description: one or two sentences search engines show under the title.
   */
  description: string
  /**
   * The meta keywords, separated by commas.
   */
  keywords: string
}
/**
 * One product of the demo catalogue, as an editor writes it. The API adds what it derives (category, stars, score, pageLink, uniqueId) and the buy link, shop and prices of the product's best current offer (see docs/api.md).
 */
export interface CatalogueProduct {
  /**
   * Stable kebab-case id, unique across the whole catalogue. Reviews refer to products by it.
   */
  id: string
  /**
   * The product's GTIN-13 barcode number (13 digits, the last a check digit).
   */
  gtin?: string
  /**
   * The maker's part number, when it has one.
   */
  mpn?: string
  /**
   * The product's full name, as cards, comparisons and its review show it.
   */
  title: string
  /**
   * The maker's name, shown beside the title and in comparisons.
   */
  brand: string
  /**
   * A path under /images/ served from api/catalogue/images/: an SVG illustration, served as it is, or a JPEG, PNG or WebP photo of at least 1200x800 px, which the build serves as AVIF and WebP at three widths with a JPEG or PNG fallback.
   */
  image: string
  /**
   * Further pictures for the review's gallery, in order; the same kind of /images/ paths as the main image.
   *
   * Items: A path under /images/ served from api/catalogue/images/: an SVG illustration, served as it is, or a JPEG, PNG or WebP photo of at least 1200x800 px, which the build serves as AVIF and WebP at three widths with a JPEG or PNG fallback.
   */
  sub_images?: string[]
  /**
   * The retailer's customer rating: average stars and how many ratings it averages.
   */
  rating: {
    /**
     * The average star rating, from 0 to 5.
     */
    stars: number
    /**
     * How many customer ratings the average is built from.
     */
    count: number
  }
  facts?: Facts
  measured?: Facts
  /**
   * A paragraph about the product: the one source of its description, in its review's hero and wherever products are compared (product pickers).
   */
  description: string
  /**
   * Questions and answers about the product, shown in its review's FAQ.
   */
  faqs?: Faq[]
  /**
   * The sub-scores a tester gave, one per judged criterion of the category's method, each beside its test record: score out of 10 with one decimal, the level of the method's scale it is in, date (YYYY-MM-DD, not after the data set's date), test (what was done on this product), the measured fact where the scale reads one, and observation (what the tester found on this product, in one sentence of its own). Derived and computed sub-scores are worked out by the method and never typed here.
   */
  scores?: {
    [k: string]:
      | number
      | {
          score?: number
          /**
           * The level of the criterion's scale the tester gave, by its name; the score lies in its band.
           */
          level?: string
          date?: string
          test?: string
          /**
           * The fact this test measured, whose value is under the product's measured:; required where the criterion's scale reads a measurement.
           */
          measured?: string
          observation?: string
        }
  }
}
/**
 * Facts by key; which keys, kinds and units are allowed is declared by the product's category.
 */
export interface Facts {
  [k: string]:
    | string
    | number
    | boolean
    | {
        length: string
        width: string
        height: string
      }
    | {
        frame?: string
        motor?: string
        parts?: string
        labor?: string
      }
    | {
        /**
         * A fact value: a quantity such as "300 lb", a count, true or false, a choice or text.
         */
        value?: string | number | boolean
        note?: string
      }
}
/**
 * A question about the product and its answer.
 */
export interface Faq {
  /**
   * The question, as a shopper would ask it.
   */
  q: string
  /**
   * The answer, in one or a few sentences.
   */
  a: string
}
/**
 * The catalogue.yaml of a category's catalogue folder (api/catalogue/{category}/): everything a catalogue file holds but its products, which are in the folder's products/ files.
 */
export interface CatalogueFolder {
  category: CategorySlug
  seo: Seo
}
/**
 * Some of the products of a category's catalogue folder (api/catalogue/{category}/products/*.yaml): the folder's files in name order, and each file's products in order, are the category's products, best ranked first.
 */
export interface CatalogueProductsFile {
  /**
   * One or more products, each as in a catalogue file, in ranked order; this file's products follow those of the files named before it.
   *
   * @minItems 1
   */
  products: CatalogueProduct[]
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
   * Who wrote the review, shown under its title ("By ...") and named in its structured data.
   */
  author: string
  /**
   * When the review was first published (YYYY-MM-DD): structured data's datePublished.
   */
  publishedAt: string
  /**
   * When the review was last revised (YYYY-MM-DD): shown as "Updated ...", the sitemap's lastmod and structured data's dateModified.
   */
  updatedAt: string
  /**
   * One line per typed criterion of the category's method: why the product got its sub-score. The score itself is computed from the catalogue entry's sub-scores.
   */
  scoreReasons: {
    [k: string]: string
  }
  layout?: PageLayout
  /**
   * The review's verdict in one line: the page's title and main heading are "{product title} review: {verdict}" (without it, "review: our score {score}/10").
   */
  verdict?: string
  /**
   * The breadcrumb's category link, when the page links somewhere other than /category/{the product's category}.
   */
  categoryLink?: string
  /**
   * Built-in content, used only where the catalogue product lacks the field; npm run check reports a default that differs from a fact the catalogue has.
   */
  defaults?: {
    /**
     * The review's gallery pictures when the catalogue product has only one picture: /images/ paths, in order.
     *
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
    /**
     * Questions and answers for the FAQ section when the catalogue product has none.
     */
    faqs?: Faq[]
  }
  /**
   * The review page's meta description and keywords; its title is "{product title} review: {verdict}".
   */
  seo: {
    /**
     * The meta description: one or two sentences search engines show under the title.
     */
    description: string
    /**
     * The meta keywords, separated by commas.
     */
    keywords: string
  }
  /**
   * The page's sections, top to bottom; each picks its kind with type.
   *
   * @minItems 1
   */
  sections: ReviewSection[]
}
/**
 * A buy bar fixed to the bottom of the screen on small screens only (price, rating, buy link). Everything in it comes from the reviewed product; review pages only.
 */
export interface BuyBarSection {
  /**
   * Always "buy-bar": picks the sticky buy bar.
   */
  type: 'buy-bar'
  id?: SectionId
}
/**
 * A centred "Buy Now from {store}" button, linking to the reviewed product at the retailer, with an optional note under it. Review pages only.
 */
export interface BuyButtonSection {
  /**
   * Always "buy-button": picks the centred buy button.
   */
  type: 'buy-button'
  id?: SectionId
  /**
   * A short line under the button; leave it out for the button alone.
   */
  note?: string
}
/**
 * The closing block of a review: a heading, a line of copy and the third buy button.
 */
export interface CallToActionSection {
  /**
   * Always "call-to-action": picks the closing call to action.
   */
  type: 'call-to-action'
  id?: SectionId
  /**
   * The block's heading, an invitation to act.
   */
  heading: string
  /**
   * One line of copy above the button: what the shopper gets by ordering now.
   */
  text: string
}
/**
 * How the reviewed product compares with alternatives: a table with this product first, then the named catalogue products. Every value comes from the catalogue; a fact the catalogue lacks shows N/A. Review pages only.
 */
export interface ComparisonSection {
  /**
   * Always "comparison": picks the comparison table.
   */
  type: 'comparison'
  id?: SectionId
  /**
   * The table's heading.
   */
  heading: string
  /**
   * An optional paragraph above the table.
   */
  intro?: string
  /**
   * Catalogue ids of the products shown after this one (one to three; npm run check rejects an unknown id).
   *
   * @minItems 1
   * @maxItems 3
   */
  alternatives: string[]
  /**
   * The facts compared, in order: each a catalogue spec key or a computed value.
   *
   * @minItems 1
   */
  rows: ComparisonRow[]
  /**
   * An optional paragraph under the table: the editor's conclusion.
   */
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
 * Customer Ratings block: the product's catalogue stars and count with their source and the day they were read (site.yaml's customerRatings), then any other stores' quoted ratings, each with the day it was read. Review pages only.
 */
export interface CustomerRatingsSection {
  /**
   * Always "customer-ratings": picks the customer ratings block.
   */
  type: 'customer-ratings'
  id?: SectionId
  /**
   * The block's heading (default "Customer Ratings").
   */
  heading: string
  /**
   * Other stores' fixed ratings, each with the day it was read, e.g. 8.2 out of 10 from 800+ reviews, read 2026-11-20. The catalogue's own rating is shown first and is not written here.
   *
   * @minItems 1
   */
  entries?: {
    /**
     * The other store's name.
     */
    store: string
    /**
     * The store's rating, on its own scale (see outOf).
     */
    rating: number
    /**
     * The top of the store's scale: 5 or 10.
     */
    outOf: 5 | 10
    /**
     * As shown, e.g. "2,500+".
     */
    reviews: string
    /**
     * The day the rating was read at the store (YYYY-MM-DD): shown beside it, as every customer figure is.
     */
    readOn: string
  }[]
}
/**
 * Collapsible questions and answers. Without items, a review page shows the product's own FAQs (from the catalogue, else the review's defaults).
 */
export interface FaqSection {
  /**
   * Always "faq": picks the questions and answers.
   */
  type: 'faq'
  id?: SectionId
  /**
   * The heading (default "Frequently Asked Questions").
   */
  heading: string
  /**
   * The questions and answers, in order; leave out to show the reviewed product's own.
   *
   * @minItems 1
   */
  items?: Faq[]
}
/**
 * A heading and titled points: key features, who it is best for, what to consider before buying.
 */
export interface FeatureListSection {
  /**
   * Always "feature-list": picks the list of titled points.
   */
  type: 'feature-list'
  id?: SectionId
  /**
   * The list's heading.
   */
  heading: string
  /**
   * An optional paragraph above the points.
   */
  intro?: string
  /**
   * The points, in order: each a short title and a sentence or two.
   *
   * @minItems 1
   */
  items: {
    /**
     * The point in a few words, shown bold.
     */
    title: string
    /**
     * What the point means for the shopper.
     */
    text: string
  }[]
}
/**
 * Images 2 and 3 of the reviewed product; shown only when it has more than 2 images. Review pages only.
 */
export interface GallerySection {
  /**
   * Always "gallery": picks the image gallery.
   */
  type: 'gallery'
  id?: SectionId
  /**
   * The heading (default "Gallery").
   */
  heading: string
}
/**
 * A table of every retailer's current offer for the reviewed product (price, shipping, total, availability, when checked), cheapest total first. Everything in it comes from the prices store; review pages only.
 */
export interface OffersSection {
  /**
   * Always "offers": picks the table of retailers' offers.
   */
  type: 'offers'
  id?: SectionId
  /**
   * The table's heading; "Where to buy" when left out.
   */
  heading?: string
}
/**
 * A chart of the reviewed product's best price over the last 90 days, with its lowest price of the last 30, 90 and 365 days in words, its "was" price and its deal badge. Everything in it comes from the prices store; review pages only.
 */
export interface PriceHistorySection {
  /**
   * Always "price-history": picks the price history chart.
   */
  type: 'price-history'
  id?: SectionId
  /**
   * The chart's heading; "Price history" when left out.
   */
  heading?: string
}
/**
 * Two lists side by side: what is good and what is not.
 */
export interface ProsConsSection {
  /**
   * Always "pros-cons": picks the pros and cons lists.
   */
  type: 'pros-cons'
  id?: SectionId
  /**
   * The heading (default "Pros and Cons").
   */
  heading: string
  /**
   * What is good, one short line each.
   *
   * @minItems 1
   */
  pros: string[]
  /**
   * What is not, one short line each.
   *
   * @minItems 1
   */
  cons: string[]
}
/**
 * A heading and paragraphs of copy: intro review, verdict, user experience and the like.
 */
export interface ProseSection {
  /**
   * Always "prose": picks a heading with paragraphs.
   */
  type: 'prose'
  id?: SectionId
  /**
   * The heading above the paragraphs.
   */
  heading: string
  /**
   * The copy, one paragraph per item (plain text; use >- for long lines).
   *
   * @minItems 1
   */
  paragraphs: string[]
}
/**
 * A row of related or alternative products, each card opening its affiliate link. By default: other products of the same category first, then the closest in rating and price, at most 6. Review pages only.
 */
export interface RelatedProductsSection {
  /**
   * Always "related-products": picks the row of related products.
   */
  type: 'related-products'
  id?: SectionId
  /**
   * The heading (default "Related Products").
   */
  heading: string
  /**
   * Catalogue ids to show instead of the automatic choice (at most 6).
   *
   * @minItems 1
   * @maxItems 6
   */
  products?: string[]
  /**
   * Keep the heading and an empty-state line when nothing matches (default false: the section disappears).
   */
  showWhenEmpty: boolean
  /**
   * A button on each card, e.g. "View Product"; leave out for cards without one.
   */
  buttonLabel?: string
}
/**
 * The top of a review: title, star rating, badges, image block with thumbnails, the Product Details grid, description and the first buy button. Review pages only.
 */
export interface ReviewHeroSection {
  /**
   * Always "review-hero": picks the review's opening block.
   */
  type: 'review-hero'
  id?: SectionId
  /**
   * One or two short badges naming what stands out ("Folds Upright", "12 Incline Levels"), shown under the title after the awards the product won. Never an award or a rank ("Best ...", "Top pick", "Editor's choice"): awards are computed from the category's rules.
   *
   * @minItems 1
   * @maxItems 2
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
   * The line under the buy button; without it the page shows site.yaml's claims.checkoutNote. Shipping and the shop's terms come from the data: write {shipping}, {seller} and {returns}.
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
 * How the reviewed product's score out of 10 was computed: a bar per criterion of its category's method, with the criterion's weight, the product's sub-score and the review's reason, and the method version, linking to How we rank. Review pages only.
 */
export interface ScoreBreakdownSection {
  /**
   * Always "score-breakdown": picks the score breakdown.
   */
  type: 'score-breakdown'
  id?: SectionId
  /**
   * The heading (default "How we scored it").
   */
  heading: string
}
/**
 * The technical specifications list, built from the reviewed product's catalogue specs and the review's default specs. Review pages only.
 */
export interface SpecsSection {
  /**
   * Always "specs": picks the specifications list.
   */
  type: 'specs'
  id?: SectionId
  /**
   * The heading (default "Technical Specifications").
   */
  heading: string
}
/**
 * Three reassurance items under the buy button (shipping, returns, warranty), each with an icon.
 */
export interface TrustRowSection {
  /**
   * Always "trust-row": picks the three reassurance items.
   */
  type: 'trust-row'
  id?: SectionId
  /**
   * Exactly three items, each an icon, a title and a line of text.
   *
   * @minItems 3
   * @maxItems 3
   */
  items: {
    /**
     * One of the built-in icons: shipping, returns, warranty, support, secure or price.
     */
    icon: 'shipping' | 'returns' | 'warranty' | 'support' | 'secure' | 'price'
    /**
     * The promise in a few words.
     */
    title: string
    /**
     * One line explaining it.
     */
    text: string
  }[]
}
/**
 * The home page at /.
 */
export interface HomePage {
  seo: Seo
  /**
   * The home page's sections, top to bottom (see /_sections in development).
   *
   * @minItems 1
   */
  sections: InfoSection[]
}
/**
 * Tiles linking to every category list, with each category's product count and top pick. The tiles come from pages-config/categories/ and the catalogue.
 */
export interface CategoryGridSection {
  /**
   * Always "category-grid": picks the grid of category tiles.
   */
  type: 'category-grid'
  id?: SectionId
  /**
   * The heading above the tiles.
   */
  heading: string
  /**
   * An optional paragraph between the heading and the tiles.
   */
  intro?: string
}
/**
 * One line saying that the products, brands, shops, prices and the site's own figures (its weekly shoppers) are fictional demonstration data, when site.yaml's demoData is true (the same line as every page's footer); nothing when it is false. Nothing to write; information pages only.
 */
export interface DemoDataNoticeSection {
  /**
   * Always "demo-data-notice".
   */
  type: 'demo-data-notice'
  id?: SectionId
}
/**
 * A page-opening banner with a heading, a lead paragraph and optional call-to-action links.
 */
export interface HeroBannerSection {
  /**
   * Always "hero-banner": picks the opening banner.
   */
  type: 'hero-banner'
  id?: SectionId
  /**
   * The page's main heading (its h1).
   */
  heading: string
  /**
   * The paragraph under the heading: what the page offers.
   */
  lead: string
  /**
   * Optional buttons under the lead, each a site path or an in-page anchor.
   */
  links?: {
    /**
     * The button's text.
     */
    label: string
    /**
     * A site path starting with / or an anchor starting with #.
     */
    href: string
  }[]
}
/**
 * How the site judges prices, in words generated from the rules the pages apply: which price a "was" price is, and when a product gets the Deal badge (from site.yaml's deals). Nothing to write but an optional heading; information pages only.
 */
export interface PriceRulesSection {
  /**
   * Always "price-rules": picks the statement of the price rules.
   */
  type: 'price-rules'
  id?: SectionId
  /**
   * The section's heading; "How we judge prices" when left out.
   */
  heading?: string
}
/**
 * A grid of catalogue products to pick from (up to the site's compare limit) and compare in a dialog; guide pages use it.
 */
export interface ProductPickerSection {
  /**
   * Always "product-picker": picks the product picker.
   */
  type: 'product-picker'
  id?: SectionId
  /**
   * The heading above the grid.
   */
  heading: string
  /**
   * An optional paragraph above the grid.
   */
  intro?: string
  /**
   * Products are taken from these categories, in ranked order, alternating between them.
   *
   * @minItems 1
   */
  categories: CategorySlug[]
  /**
   * How many products to show (1 to 24, default 8).
   */
  limit: number
}
/**
 * Every category's scoring method, generated from the category files: the weights table with what each criterion judges and how its 0-10 sub-score is given, the user-feedback rule, the award rules and the method's changelog, each category under the anchor method-<category>. Information pages only.
 */
export interface ScoringMethodsSection {
  /**
   * Always "scoring-methods": picks the generated scoring methods.
   */
  type: 'scoring-methods'
  id?: SectionId
  /**
   * The heading (default "Our scoring method, category by category").
   */
  heading: string
  /**
   * An optional paragraph under the heading.
   */
  intro?: string
}
/**
 * The shops the site's buy links lead to and that pay it a commission, each with its own disclosure, generated from pages-config/retailers.yaml, so the disclosure page names exactly the shops the site links to. Nothing to write but an optional heading; information pages only.
 */
export interface ShopDisclosuresSection {
  /**
   * Always "shop-disclosures".
   */
  type: 'shop-disclosures'
  id?: SectionId
  /**
   * The section's heading; "The shops we link to" when left out.
   */
  heading?: string
}
/**
 * What our testers judge, generated from the test records that exist: for each category, each criterion a tester scores, with the test as done, its levels, how many products have a record and on which days; a category none of whose sub-scores is judged says so. Information pages only.
 */
export interface TestRecordsSection {
  /**
   * Always "test-records": picks the generated list of judged criteria and their records.
   */
  type: 'test-records'
  id?: SectionId
  /**
   * The heading (default "What a tester judges, and the records behind it").
   */
  heading: string
  /**
   * An optional paragraph under the heading.
   */
  intro?: string
}
/**
 * An information or policy page (About, Blog, How We Rank, Privacy, ...). pages-config/pages/<name>.yaml is served at /<name>.
 */
export interface InfoPage {
  /**
   * When the page was first published (YYYY-MM-DD): its Article structured data's datePublished (dateModified is lastUpdated, else this day).
   */
  publishedAt?: string
  /**
   * Shown as "Last updated" under the heading (policy pages).
   */
  lastUpdated?: string
  layout?: PageLayout
  /**
   * Guides: the guide's name on the guides index (/guides), which every guide needs. Other pages leave it out.
   */
  title?: string
  /**
   * Guides: one or two sentences under the title on the guides index (/guides), saying who the guide helps and with what.
   */
  summary?: string
  /**
   * A path under /images/ served from api/catalogue/images/: an SVG illustration, served as it is, or a JPEG, PNG or WebP photo of at least 1200x800 px, which the build serves as AVIF and WebP at three widths with a JPEG or PNG fallback.
   */
  image?: string
  seo: Seo
  /**
   * The page's sections, top to bottom; the type key of each picks what it is (see /_sections in development).
   *
   * @minItems 1
   */
  sections: InfoSection[]
}
/**
 * A category: its label, other spellings, the everyday names search knows it by, order in menus, what its cards and comparisons show, and its list page's copy at /category/{file name}. Its products and seo data come from the catalogue file of the same name.
 */
export interface CategoryPage {
  /**
   * The category's name in menus, tiles, breadcrumbs and search, for example "Recumbent Bikes".
   */
  label: string
  /**
   * What the category's products are called in a sentence, plural and in lower case, as rank statements say it ("ranked 3rd of 21 ellipticals"); the label in lower case when absent.
   */
  itemsName?: string
  /**
   * Place in the site's menus and category lists, lowest first.
   */
  order: number
  /**
   * Other spellings that lead here (/category/{spelling} and /{spelling} redirect to /category/{slug}); unique across categories.
   */
  spellings: CategorySlug[]
  /**
   * What shoppers call these machines, for the site search: singular or plural, a word or a few (a search for any of them finds this category's products first, typos and plurals forgiven). The label and other spellings count already.
   */
  synonyms: string[]
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
  seo: Seo
  /**
   * The list page's sidebar text written by hand: why trust our reviews. The "How We Rank" box is generated from the category's scoring method.
   */
  sidebar: {
    /**
     * The text of the "Why Trust Our Reviews?" box.
     */
    whyTrust: string
  }
  /**
   * The facts this category's products have, in the order spec tables list them. An entry with only key (and required) reuses site.yaml's definition.
   */
  facts: FactDefinition[]
  /**
   * How the site's own test measures this category's products: the day and the method. A product's measured values are under measured in its catalogue entry.
   */
  measurement?: {
    /**
     * The day of the test (YYYY-MM-DD).
     */
    date: string
    /**
     * How the values were measured, in a sentence.
     */
    method: string
  }
  method: ScoringMethod
  /**
   * The awards this category gives, each by a rule over the computed scores and typed facts; shown as badges on cards and reviews and in the category's intro. The check fails when a rule selects no product.
   *
   * @minItems 1
   */
  awards: Award[]
}
/**
 * One labelled fact of a product, read from the catalogue: a fact key, or the product's price.
 */
export interface CategoryFact {
  /**
   * What the row or line is called on the page, for example "Motor Power".
   */
  label: string
  /**
   * "price" (what the shopper pays today) or the key of a fact the category declares.
   */
  fact: string
}
/**
 * How this category's products are scored: the criteria with their weights (summing to 100), what each judges and how its 0-10 sub-score is given, the method's version and date, and a changelog recording each version's weights. A product's score out of 10 is the weighted mean of its sub-scores, computed when the content loads.
 */
export interface ScoringMethod {
  /**
   * The current version of the method, a whole number; raise it (and add a changelog entry) whenever a weight or criterion changes.
   */
  version: number
  /**
   * When the current version took effect (YYYY-MM-DD).
   */
  date: string
  /**
   * The user-feedback rule's m: the sub-score is 2 x (C x m + stars x count) / (m + count), where C is the category's mean customer rating, so a product with few ratings is pulled toward the category mean.
   */
  customerRatingPrior: number
  /**
   * What is scored, in the order the breakdown shows it; the weights sum to 100.
   *
   * @minItems 1
   */
  criteria: Criterion[]
  /**
   * Every version of the method, oldest first, each with its date, its weights and what changed; the current version's weights must equal the criteria's.
   *
   * @minItems 1
   */
  changelog: MethodVersion[]
}
/**
 * One criterion: its key, label, weight in percent, what it judges, and how its 0-10 sub-score is given: derived from facts or prices by a rule (from), judged by a tester (judged, with its levels and a record per product), or computed from the customer rating.
 */
export interface Criterion {
  /**
   * The sub-score's name in catalogue entries and review reasons, camelCase.
   */
  key: string
  /**
   * The criterion's name on pages, e.g. "Motor power".
   */
  label: string
  /**
   * The criterion's share of the score in percent, a whole number.
   */
  weight: number
  /**
   * What the criterion looks at, in one or two sentences.
   */
  judges: string
  /**
   * For a computed criterion: how its sub-score is worked out, in words. A judged criterion publishes its scale as levels; a derived criterion's scale is its rule, which pages show as a table.
   */
  scale?: string
  /**
   * The rule a derived sub-score follows: its inputs, each through its curve or steps; the sub-score is the weighted mean of the inputs that have data, to one decimal. Products carry no typed score for it.
   *
   * @minItems 1
   */
  from?: RuleInput[]
  /**
   * For a sub-score a tester gives: what the test is, in a sentence, as it is done on every product. Each product then has the score beside its test record (level, date, what was done, the observation).
   */
  judged?: string
  /**
   * For a judged criterion: its published scale, as levels. Each level has a name, the band of scores it gives (lowest and highest, one decimal) and what earns it; together the bands cover 0 to 10 with no gap and no overlap. A product's record names its level, and its score lies in that level's band.
   *
   * @minItems 2
   */
  levels?: ScaleLevel[]
  /**
   * For a judged criterion whose levels depend on a measurement: the fact the site measures on each product (a key the category declares, the value under the product's measured:). Every record of the criterion then names it (measured: <key>), and a product without that measurement cannot be scored.
   */
  measures?: string
  /**
   * Set for a sub-score that is computed rather than typed: customer-rating uses the customer rating and count by the rule of customerRatingPrior.
   */
  computed?: 'customer-rating'
}
/**
 * One input of a derived sub-score: a fact of the product (and for a warranty, which part's years), or price: best-landed (the best current offer's price plus shipping); scored through a curve (points [value, score], straight lines between them, held at the end points) or steps ([at least, score]: the score of the last step the value reaches, 0 below the first); weight among the criterion's inputs; and the score of a product without the value (missing, at most the worst point; the worst point by default).
 */
export interface RuleInput {
  /**
   * The fact the input reads, a key the category declares; a quantity in the fact's unit, a count, yes as 1 and no as 0, money, or a warranty part's years (lifetime counts as held at the curve's last point).
   */
  fact?: string
  /**
   * For a warranty fact: the part whose years the input reads; a part the warranty does not name counts 0 years.
   */
  part?: 'frame' | 'motor' | 'parts' | 'labor'
  /**
   * best-landed: the best current offer's price plus shipping, from the offers; recomputed whenever prices change.
   */
  price?: 'best-landed'
  /**
   * How pages name the input; defaults to the fact's label (with the warranty part) or Best price.
   */
  label?: string
  /**
   * The input's share among the criterion's inputs (1 when left out).
   */
  weight?: number
  /**
   * Points [value, score] in increasing value order: the score between two points is on the straight line between them; below the first and above the last it is held.
   *
   * @minItems 2
   */
  curve?: [number, number][]
  /**
   * Thresholds [at least, score] in increasing order: the score of the last threshold the value reaches; 0 below the first.
   *
   * @minItems 1
   */
  steps?: [number, number][]
  /**
   * The score of a product without the input's value: at most the worst point of the input's curve or steps (missing data never scores above weak data; the check refuses more), and that worst point when left out.
   */
  missing?: number
}
/**
 * One level of a judged scale: its name, its band of scores and what earns it.
 */
export interface ScaleLevel {
  /**
   * The level's name, as records name it and pages show it.
   */
  name: string
  /**
   * The lowest and the highest score of the level, each with at most one decimal: [8.5, 10]. The next level down ends 0.1 below this one's lowest.
   *
   * @minItems 2
   * @maxItems 2
   */
  band: number[]
  /**
   * What the tester finds on a product of this level, in a sentence.
   */
  description: string
}
/**
 * One version of the method: its number, date, weights by criterion key, and what changed.
 */
export interface MethodVersion {
  /**
   * The version number.
   */
  version: number
  /**
   * When this version took effect (YYYY-MM-DD).
   */
  date: string
  /**
   * This version's weight per criterion key, in percent.
   */
  weights: {
    [k: string]: number
  }
  /**
   * What this version changed and why, in a sentence or two.
   */
  changes: string
}
/**
 * An award the category gives by rule, computed at every snapshot of the offers: the highest-scored product, or the highest-scored product whose best current price with shipping, or whose typed fact, is under a stated amount. Never typed onto a product.
 */
export interface Award {
  /**
   * The award's name on badges, e.g. "Best budget".
   */
  label: string
  /**
   * highest-score: the product with the highest score (ties as in the category's ranking). highest-score-under: the highest-scored product whose best current price with shipping (price) or typed fact (fact) is under the amount in under.
   */
  rule: 'highest-score' | 'highest-score-under'
  /**
   * For highest-score-under: the typed fact the rule reads, a quantity fact (maxUserWeight) or a size fact, whose footprint (length x width) is compared. A price award reads what shoppers pay today: write price: best-landed, not a money fact such as listPrice.
   */
  fact?: string
  /**
   * For highest-score-under instead of a fact: best-landed, the best current price with shipping across the shops followed, the price price value reads. The award moves with prices; a product without a current offer is not a candidate.
   */
  price?: 'best-landed'
  /**
   * For highest-score-under: the amount with its unit, e.g. "700 USD", "150 lb", or an area for a size fact's footprint, "16 ft^2".
   */
  under?: string
}
/**
 * The shops whose offers the store keeps, in pages-config/retailers.yaml. Price feeds name a shop by its id; the footer of every page and the disclosure page name every shop listed here as the ones that pay the site.
 */
export interface RetailersFile {
  /**
   * Every shop the site's buy links may lead to.
   */
  retailers: Retailer[]
}
/**
 * One shop: its id in price feeds, its name as pages show it, its address, the link a reader follows and what the site says about being paid for that link.
 */
export interface Retailer {
  /**
   * The shop's id in price feeds, kebab-case.
   */
  id: string
  /**
   * The shop's name as buy buttons, offers tables, the footer and the disclosure page show it.
   */
  name: string
  /**
   * The shop's origin (https, no path).
   */
  shopUrl: string
  /**
   * The link a reader follows, with {url} where the offer's own page goes (URL-encoded) and the site's affiliate tag.
   */
  linkTemplate: string
  /**
   * The format of the price feeds this shop sends: "columns" (this site's own CSV or JSON Lines, one row per product and the shop's id in each row; the default) or "merchant-center" (the shop's Google Merchant Center product feed, XML or tab-separated, plain or gzipped, imported with --retailer and matched to products by GTIN, then by brand and part number). The feed's plain product links become tracked links through linkTemplate.
   */
  feed: 'columns' | 'merchant-center'
  /**
   * What the site says about being paid for this shop's links: beside its offers and on the disclosure page.
   */
  disclosure: string
  /**
   * What this shop promises a buyer about sending a machine back: its return window, who pays the return shipping, and a home trial if it gives one. Reviews show them with {returns} beside the shop of the best current offer ({seller}); prose never types them. Leave it out when the shop's terms are not known: pages then send shoppers to the shop's own terms.
   */
  terms?: {
    /**
     * How many days after delivery the shop takes an unused machine back for a refund; 0 when it takes none back.
     */
    returnDays: number
    /**
     * True when the shop pays the shipping of a return; false (the default) when the buyer does. Only with a return window of at least one day.
     */
    freeReturnShipping: boolean
    /**
     * How many days after delivery a buyer may use the machine at home and still send it back for a refund, when the shop gives such a trial; leave it out when it does not.
     */
    trialDays?: number
  }
}
