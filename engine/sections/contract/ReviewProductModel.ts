import type { CategorySlug } from '../../../schemas/types.gen.ts'
import type { ScorePart } from '../../catalogue/scoreProduct.ts'
import type { PriceCheck } from '../../shop/PriceView.ts'
import type { PriceClaims } from '../../shop/priceRules.ts'
import type { ShownOffer } from '../../shop/PriceView.ts'
import type { ShownPrice } from '../../shop/priceDate.ts'
import type { FactValues, SpecRow } from '../../shop/productFacts.ts'
import type { CustomerRating } from '../../shop/rating.ts'
import type { PropertyModel, SchemaOrgFacts } from '../../facts/structuredFacts.ts'

/** The reviewed product, complete: catalogue data first, the review's defaults for what it lacks. */
export type ReviewProductModel = {
  id: string
  title: string
  /** The page's title and main heading: the product and the review's verdict. */
  headline: string
  brand: string
  category: CategorySlug
  rating: CustomerRating
  /** Undefined when no retailer has it in stock, or its price is too old to show: no number is shown. */
  price?: ShownPrice | undefined
  /** The best offer's price is too old to show: "Check price at" its retailer, in the price's place. */
  checkPrice?: PriceCheck | undefined
  /** The "was" price and deal badge the price earns by the published rules. */
  priceClaims: PriceClaims
  /** Every retailer's current offer, best first, for the page's structured data. */
  offers: ShownOffer[]
  images: string[]
  specs: SpecRow[]
  /** Every fact by factKey (the category's facts as shown, computed values), for sections that name facts. */
  facts: FactValues
  /** The label of every fact the product's category has, by factKey. */
  factLabels: FactValues
  /** The product's codes for structured data: sku (its catalogue id), GTIN and maker's part number where the catalogue has them. */
  codes: { sku: string; gtin?: string; mpn?: string }
  /** Every fact as a schema.org PropertyValue, measured ones labelled. */
  properties: PropertyModel[]
  /** The facts schema.org's Product has properties for (color, size, material, weight). */
  schemaOrg: SchemaOrgFacts
  description: string
  faqs: { q: string; a: string }[]
  /** The best current offer's tracked link, for every buy control on the page; absent when no shop has it in stock. */
  buyHref?: string | undefined
  /** The retailer buyHref leads to: completes "Buy Now from {shop}". */
  shop?: string | undefined
  /** That retailer's own disclosure. */
  shopDisclosure?: string | undefined
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
  /** Out of 10, one decimal: computed from the sub-scores by the category's method, never typed. */
  score: number
  /** The version of the category's method that gave the score. */
  methodVersion: number
  /** The category's awards the product won, computed from the awards' rules. */
  awards: string[]
  /** That method on the page explaining how products are scored. */
  methodHref: string
  /** One entry per criterion of the method, in its order, with the review's reason where it gives one. */
  breakdown: (ScorePart & { reason?: string })[]
  /** The page explaining how products are tested and scored. */
  methodLink: { label: string; href: string }
}
