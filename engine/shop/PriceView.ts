import type { BookOffer, OfferBook } from './offerBook.ts'
import { NO_OFFERS } from './offerBook.ts'
import type { DayPrice } from './dailyBestPrices.ts'
import { isStale, maxAgeHours, priceEnd, priceExpiry, datedPrice } from './priceDate.ts'
import { priceClaims } from './priceRules.ts'
import type { PriceClaims, DealRule } from './priceRules.ts'
import type { ShownPrice } from './priceDate.ts'
import { PriceDays } from './PriceDays.ts'

/** Where a shopper checks a price too old to show: the retailer of the best offer and its link. */
/** A price no longer current: where to check it, and why (its age, or the end its retailer gave it). */
export type PriceCheck = { shop: string; href: string; maxAgeHours: number; endedAt?: string }

/**
 * Where a buy control leads and the shop it names, always taken together: the best current offer's
 * tracked link, its retailer and that retailer's disclosure. Empty when no shop has the product in
 * stock: the control then says so and links nowhere, never to a shop that has no offer.
 */
export type BuyLinkModel = { buyHref?: string; shop?: string; shopDisclosure?: string }

/** What a shopper pays at the best current offer (price plus shipping), what price value is scored on. */
export type LandedPrice = { amount: number; readAt: string; shown: string; until: number }

/**
 * Everything one snapshot of the offers says about buying one product, worked out in one place so
 * the category card, the review page, the structured data and the product API cannot disagree.
 */
export type PriceSummary = {
  /** The offer a shopper is sent to: the cheapest landed price in stock; undefined when no shop we follow has it in stock. */
  offer?: BookOffer | undefined
  /**
   * The offer's price and the day it was read, when recent enough to show: the one price every
   * card, buy bar, sort, filter, structured data and API answer shows. Undefined otherwise (no
   * number is shown). The maker's list price is a fact, not this.
   */
  price?: ShownPrice | undefined
  /** The offer's price is too old to show: "Check price at" its retailer, in the price's place. */
  checkPrice?: PriceCheck | undefined
  /** The "was" price with its saving, and the deal mark, the shown price earns by the published rules. */
  claims: PriceClaims
  /** Where every buy control of the product leads. */
  buyLink: BuyLinkModel
  /** The landed price scores are worked out on; undefined where no price is shown. */
  landed?: LandedPrice | undefined
  /** How many retailers have the product in stock. */
  inStockAt: number
  /** When the summary stops holding (a live price grows too old to show), ms since the epoch. */
  until: number
}

/**
 * One retailer's current offer as a review page's model carries it, for its structured data, with
 * the moment its price stops being shown as current (ISO).
 */
export type ShownOffer = Pick<BookOffer, 'price' | 'shipping' | 'currency' | 'availability' | 'readAt' | 'link'> & { seller: string; validUntil: string }

/**
 * The prices one snapshot of the offers store shows, handed to whatever shows or weighs a price:
 * pages render from it synchronously, and a request renders from the view its content was given.
 * A product's summary is worked out once per view, on its first read, and again only when the
 * price it shows grows too old.
 */
export class PriceView {
  readonly #summaries = new Map<string, PriceSummary>()

  constructor(readonly book: OfferBook, readonly deals: DealRule | undefined) {}

  /** The product's summary in this snapshot. */
  summary(productId: string): PriceSummary {
    const kept = this.#summaries.get(productId)
    if (kept && kept.until > Date.now()) return kept
    const summary = summarise(productId, this.book, this.deals)
    this.#summaries.set(productId, summary)
    return summary
  }

  /**
   * The landed price the product's score reads (its summary's `landed`), without the rest of the
   * summary: ranking a category reads it for every product, and most are never shown.
   */
  landed(productId: string): LandedPrice | undefined {
    const kept = this.#summaries.get(productId)
    if (kept && kept.until > Date.now()) return kept.landed
    return liveOffer(bestInStock(this.book, productId), this.book)?.landed
  }

  /** The product's current offers, in stock first, then cheapest landed price first. */
  offers(productId: string): readonly BookOffer[] {
    return this.book.offers.get(productId) ?? []
  }

  /** The product's best price per day over the last year, oldest day first; empty without a history. */
  days(productId: string): readonly DayPrice[] {
    return this.priceDays(productId).list()
  }

  /** The same days, packed as the snapshot holds them (the same object on every call). */
  priceDays(productId: string): PriceDays {
    return this.book.history?.get(productId) ?? PriceDays.NONE
  }

  /** The offers as a review's structured data carries them (best first); an offer too old to show is left out. */
  shownOffers(productId: string): ShownOffer[] {
    return this.offers(productId)
      .filter((offer) => !isStale(offer, this.book))
      .map((offer) => {
        const { retailer, price, shipping, currency, availability, readAt, link } = offer
        return { seller: retailer.name, price, shipping, currency, availability, readAt, link, validUntil: new Date(priceExpiry(offer, this.book)).toISOString() }
      })
  }
}

/** The view before any prices are read: no offers. */
export const NO_PRICES = new PriceView(NO_OFFERS, undefined)

/** The buy control of a summary (see BuyLinkModel). */
function buyLinkOf(offer: BookOffer | undefined): BuyLinkModel {
  return offer ? { buyHref: offer.link, shop: offer.retailer.name, shopDisclosure: offer.retailer.disclosure } : {}
}

/** `{ checkPrice }` of a summary that has one, to spread into a model beside its `price`. */
export function checkPriceOf(summary: Pick<PriceSummary, 'checkPrice'>): { checkPrice?: PriceCheck } {
  return summary.checkPrice ? { checkPrice: summary.checkPrice } : {}
}

function summarise(productId: string, book: OfferBook, deals: DealRule | undefined): PriceSummary {
  const offers = book.offers.get(productId) ?? []
  const offer = bestInStock(book, productId)
  const inStockAt = offers.filter((each) => each.availability === 'in_stock').length
  const base = { claims: {}, buyLink: buyLinkOf(offer), inStockAt, until: Infinity }
  if (!offer) return base
  const live = liveOffer(offer, book)
  if (!live) {
    const endedAt = priceEnd(offer, book)
    return { ...base, offer, checkPrice: { shop: offer.retailer.name, href: offer.link, maxAgeHours: maxAgeHours(book), ...(endedAt ? { endedAt } : {}) } }
  }
  const { price, landed, until } = live
  return { ...base, offer, price, claims: priceClaims(book, productId, price, deals), landed, until }
}

/** The offer a shopper is sent to: the first (cheapest landed) when it is in stock. */
function bestInStock(book: OfferBook, productId: string): BookOffer | undefined {
  const first = book.offers.get(productId)?.[0]
  return first?.availability === 'in_stock' ? first : undefined
}

/** An offer's price as shown, its landed price and how long both hold; undefined when it is too old to show. */
function liveOffer(offer: BookOffer | undefined, book: OfferBook): { price: ShownPrice; landed: LandedPrice; until: number } | undefined {
  if (!offer || isStale(offer, book)) return undefined
  const demo = book.demo ? { demo: true as const } : {}
  const checkedAt = offer.readAt.slice(0, 10)
  // A live price stops counting when it gets too old to show; a demo price is judged at the data set's date.
  const until = book.asOf === undefined ? priceExpiry(offer, book) : Infinity
  // Shown where a page explains a score: dated, as every price a page shows is.
  const landed = { amount: offer.landedPrice, readAt: offer.readAt, shown: datedPrice({ regular: offer.landedPrice, checkedAt, ...demo }), until }
  return { price: { regular: offer.price, checkedAt, ...demo }, landed, until }
}
