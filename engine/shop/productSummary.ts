import { currentPrice, priceCheck } from './currentPrice.ts'
import type { PriceCheck } from './currentPrice.ts'
import { bestOffer, offerBook } from './offerBook.ts'
import type { BookOffer, OfferBook } from './offerBook.ts'
import { priceClaims } from './priceClaims.ts'
import type { PriceClaims } from './priceClaims.ts'
import type { ShownPrice } from './priceDate.ts'
import type { DealRule } from './priceRules.ts'

/**
 * What every place that shows a product says about buying it, worked out in one place so the
 * category card, the review page, the structured data and the product API cannot disagree: the
 * best current offer (in stock, cheapest landed price) and what follows from it.
 */
export type ProductSummary = {
  /** The offer a shopper is sent to; undefined when no shop we follow has the product in stock. */
  offer?: BookOffer | undefined
  /** The offer's price, when recent enough to show; undefined otherwise (no number is shown). */
  price?: ShownPrice | undefined
  /** The offer's price is too old to show: "Check price at" its retailer, in the price's place. */
  checkPrice?: PriceCheck | undefined
  /** The "was" price with its saving, and the deal mark, the shown price earns by the published rules. */
  claims: PriceClaims
  /** The site's score out of 10 as pages show it: the product's, never worked out again here. */
  score: number
}

/** A product as the summary reads it: its id and the score the catalogue gave it. */
export type SummarySource = { id: string; ourScore: { overall: number } }

/** The product's summary in the offers snapshot pages show now, with the deal mark by `deals`. */
export function productSummary(product: SummarySource, deals: DealRule | undefined, book: OfferBook = offerBook()): ProductSummary {
  return { ...offerSummary(product, deals, book), score: product.ourScore.overall }
}

/** The summary's part that follows from the offers alone: all of it but the score. */
export function offerSummary(product: { id: string }, deals: DealRule | undefined, book: OfferBook = offerBook()): Omit<ProductSummary, 'score'> {
  const offer = bestOffer(product.id, book)
  const price = currentPrice(product, book)
  const { checkPrice } = priceCheck(product, book)
  return {
    ...(offer ? { offer } : {}),
    ...(price ? { price } : {}),
    ...(checkPrice ? { checkPrice } : {}),
    claims: priceClaims(product, deals),
  }
}

/**
 * Where a buy control leads and the shop it names, always taken together: the best current offer's
 * tracked link, its retailer and that retailer's disclosure. Empty when no shop has the product in
 * stock: the control then says so and links nowhere, never to a shop that has no offer.
 */
export type BuyLinkModel = { buyHref?: string; shop?: string; shopDisclosure?: string }

/** The buy control of a summary (see BuyLinkModel). */
export function buyLinkOf(summary: Pick<ProductSummary, 'offer'>): BuyLinkModel {
  const { offer } = summary
  return offer ? { buyHref: offer.link, shop: offer.retailer.name, shopDisclosure: offer.retailer.disclosure } : {}
}

/** The buy control of a product in the snapshot pages show now. */
export function buyLink(product: { id: string }): BuyLinkModel {
  return buyLinkOf({ offer: bestOffer(product.id) })
}

/** What a buy control says in place of a link when no shop has the product in stock. */
export const NOT_IN_STOCK = 'Not in stock at any shop we follow'
