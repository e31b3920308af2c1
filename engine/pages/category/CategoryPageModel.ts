import type { CategoryFact, CategorySlug } from '../../../schemas/types.gen.ts'
import type { ComparisonModel } from '../../comparison/ComparisonModel.ts'
import type { FacetCounts } from '../../shop/viewFilters.ts'
import type { ListingFilters } from '../../shop/listing.ts'
import type { Facet, FeatureValues } from '../../shop/featureFilters.ts'
import type { PromoTiming } from '../../shop/promo.ts'
import type { PriceCheck } from '../../shop/PriceView.ts'
import type { PriceClaims } from '../../shop/priceRules.ts'
import type { ShownPrice } from '../../shop/priceDate.ts'
import type { CustomerRating } from '../../shop/rating.ts'
import type { HeadModel } from '../PageModel.ts'

/** What a card, the compare table and the promo need of a product: nothing more is sent. */
export type CardProduct = {
  id: string
  /** Place in the editors' ranking (the catalogue's order), 1 first, whatever the list's sort. */
  rank: number
  title: string
  brand: string
  images: string[]
  /** Undefined when no retailer has it in stock, or its price is too old to show: no number is shown. */
  price?: ShownPrice | undefined
  /** The best offer's price is too old to show: "Check price at" its retailer, in the price's place. */
  checkPrice?: PriceCheck | undefined
  /** How many retailers have it in stock: the card says "from $X at N retailers". */
  inStockAt: number
  /** The "was" price and deal badge its price earns by the published rules. */
  claims: PriceClaims
  rating: CustomerRating
  /** The site's score out of 10, computed from the category's method. */
  ourScore: number
  /** The category's awards it won, by their rules. */
  awards: string[]
  /** Only the facts the category's card facts and compare rows show, by key, as pages show them. */
  specs: Readonly<Record<string, string>>
  /** Its values of the category's filterable facts, as the feature filters compare them. */
  features: FeatureValues
  /** The review page, when the product has one. */
  pageLink?: string
  /** The best current offer's tracked link; absent when no shop has it in stock (no link then). */
  buyHref?: string
  /** The retailer buyHref leads to, for the buttons' labels. */
  shop?: string
  /** That retailer's own disclosure. */
  shopDisclosure?: string
}

/** One award in the category's intro: its label, its rule in words, and who won it. */
export type CategoryAward = { label: string; rule: string; winner: { id: string; title: string; ourScore: number; href?: string } }

export type CategorySettings = {
  pageSize: number
  compareMax: number
  promo: PromoTiming
  slider: { min: number; max: number; step: number }
  /** The facts a card lists and the compare dialog's rows, from the category's file. */
  cardFacts: readonly CategoryFact[]
  compareRows: readonly CategoryFact[]
}

export type SidebarModel = {
  total: number
  /** The customer rating over every rating of the category's products: stars out of 5, how many ratings, and where and when they were read. */
  customerRating: CustomerRating
  /** The cheapest and dearest prices, to the cent. */
  priceRange: { min: number; max: number }
  /** The oldest of those prices' check days: the range is as of then, and says so. Absent with no products. */
  pricesCheckedAt?: string
  /** The range is of demo prices (fictional retailers). */
  demoPrices?: true
  /** The product with the highest user-feedback figure by the published rule, ties in ranked order. */
  topRated?: { title: string; href?: string }
  relatedCategories: { label: string; href: string }[]
  /** The general comparison page for this category, how many it compares and its first rows' labels. */
  compareHref: string
  compareMax: number
  compareFacts: string[]
  /** The category's scoring method in brief, in its order: each scored part's label, weight (percent) and what it judges. */
  howWeRank: { label: string; weight: number; judges: string }[]
  /** Where the method is published in full (How we rank, at this category's anchor). */
  methodHref: string
  whyTrust: string
  trustLink: { label: string; href: string }
}

/** A product as the list's filters, sorts and sidebar read it: every product of the category, on the server only. */
export type RankedProduct = Pick<CardProduct, 'id' | 'rank' | 'title' | 'price' | 'rating' | 'features' | 'pageLink'>

/**
 * One view of the list, as the query asks for it: the page's cards only, with what the filter bar
 * and the empty state need to know of the rest. The page's data holds the view of its URL; a
 * filter change in the browser fetches the next one from the category's view API.
 */
export type CategoryView = {
  /** The view the query asked for, already made valid. */
  filters: ListingFilters
  /** The ids picked for comparison in the query (?compare=), already made valid. */
  compared: string[]
  /** The cards of the asked page, in the view's order. */
  cards: CardProduct[]
  /** The compared products' cards, in the order chosen, listed on this page or not. */
  comparedCards: CardProduct[]
  page: number
  pageCount: number
  /** How many products pass the filters. */
  total: number
  /** The products each choice of each feature filter would show, the other filters kept. */
  counts: FacetCounts
  /** With nothing passing: the active filter (by key) whose removal alone brings back the most, and how many. */
  drop?: { key: string; count: number }
  /** The listed and compared products as comparison columns, with the compare dialog's rows: price, rating, then the category's. */
  comparison: ComparisonModel
}

/** The category list page: the view its URL asks for, and what every view shares. */
export type CategoryPageModel = {
  kind: 'category'
  head: HeadModel
  heading: string
  category: CategorySlug
  /** The category's name, from its file. */
  label: string
  path: string
  /** Where the browser fetches another view of the list: the query follows it. */
  viewApi: string
  /** The view the URL asks for. */
  view: CategoryView
  /** Every product's place in the editors' ranking, for the list's structured data. */
  ranking: { rank: number; title: string; pageLink?: string }[]
  /** The category's awards, each with its rule and winner, for the intro. */
  awards: CategoryAward[]
  /** Where the category's scoring method and award rules are published. */
  methodHref: string
  /**
   * When the ranking was worked out: the later of the method's date and the newest price it read,
   * the method version, and the day of that price (price value moves with prices).
   */
  rankedOn: { date: string; methodVersion: number; pricesOn?: string }
  /** The feature filters the category's fact vocabulary offers, in its order. */
  facets: Facet[]
  /** Lowest and highest price found: the price filter's full range. */
  priceBounds: { min: number; max: number }
  settings: CategorySettings
  sidebar: SidebarModel
  /** The product the promo shows, when the category has one at the promo's place. */
  promo?: CardProduct
}
