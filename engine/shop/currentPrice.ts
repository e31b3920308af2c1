import { bestOffer, noteShown, offerBook, readToChoose } from './offerBook.ts'
import type { OfferBook } from './offerBook.ts'
import { isStale, maxAgeHours, priceExpiry } from './priceAge.ts'
import { datedPrice } from './priceDate.ts'
import type { ShownPrice } from './priceDate.ts'

/** What a product's shop price is looked up by. */
export type PriceHolder = { id: string }

/**
 * The price a shop asks for a product today, and the day it was read: the one reader of prices.
 * It is the best current offer of the offers store's snapshot (the cheapest landed price in
 * stock); undefined when no retailer has the product in stock, or when that offer's price is older
 * than the allowed age (pages then say "Check price at" the retailer: see `priceCheck`), and pages
 * then show no number. Cards, buy bars, sorting, the price filter, structured data and the API
 * all take the price from here. (The maker's list price is a fact, not this.)
 */
export function currentPrice(product: PriceHolder, book: OfferBook = offerBook()): ShownPrice | undefined {
  const offer = bestOffer(product.id, book)
  if (!offer || isStale(offer, book)) return undefined
  return { regular: offer.price, checkedAt: offer.readAt.slice(0, 10), ...(book.demo ? { demo: true as const } : {}) }
}

/**
 * What a shopper pays at the best current offer, price plus shipping, and when it was read: what
 * price value is scored on. Undefined where `currentPrice` shows no price. The read only scores and
 * orders products, so it is not noted as shown: the pages that show the price note it themselves.
 */
export function landedPrice(product: PriceHolder, book: OfferBook = offerBook()): { amount: number; readAt: string; shown: string; until: number } | undefined {
  const offer = readToChoose(() => bestOffer(product.id, book))
  if (!offer || isStale(offer, book)) return undefined
  // Shown where a page explains a score: dated, as every price a page shows is.
  const shown = datedPrice({ regular: offer.landedPrice, checkedAt: offer.readAt.slice(0, 10), ...(book.demo ? { demo: true as const } : {}) })
  // A live price stops counting when it gets too old to show; a demo price is judged at the data set's date.
  return { amount: offer.landedPrice, readAt: offer.readAt, shown, until: book.asOf === undefined ? priceExpiry(offer, book) : Infinity }
}

/** Where a shopper checks a price too old to show: the retailer of the best offer and its link. */
export type PriceCheck = { shop: string; href: string; maxAgeHours: number }

/**
 * For a product whose best offer's price is older than the allowed age, `{ checkPrice }`: the
 * retailer to check the price at, shown in the price's place; otherwise nothing. Spread into a
 * model beside its `price`.
 */
export function priceCheck(product: PriceHolder, book: OfferBook = offerBook()): { checkPrice?: PriceCheck } {
  const offer = bestOffer(product.id, book)
  if (!offer || !isStale(offer, book)) return {}
  return { checkPrice: { shop: offer.retailer.name, href: offer.link, maxAgeHours: maxAgeHours(book) } }
}

/**
 * A shop price as the API answers it: the price, and the day it was read; for a price older than
 * the allowed age, no price but the retailer and link to check it at.
 */
export type ApiPrice = { price?: { regular: number; discount?: number }; priceCheckedAt?: string; checkPriceAt?: { retailer: string; url: string } }

/** The API's price fields of a product in one snapshot, and until when they hold. */
function apiPrice(id: string, book: OfferBook): { fields: ApiPrice; until: number } {
  const offer = bestOffer(id, book)
  if (!offer) return { fields: {}, until: Infinity }
  if (isStale(offer, book)) return { fields: { checkPriceAt: { retailer: offer.retailer.name, url: offer.link } }, until: Infinity }
  const shown = currentPrice({ id }, book)!
  const price = { regular: shown.regular, ...(shown.discount === undefined ? {} : { discount: shown.discount }) }
  return { fields: { price, priceCheckedAt: shown.checkedAt }, until: book.asOf === undefined ? priceExpiry(offer, book) : Infinity }
}

/**
 * A catalogue product with the API's price fields, read from `currentPrice`: a new snapshot of the
 * offers store shows without loading the content again. The fields are worked out once per
 * snapshot and product, on their first read, and again only when the price they show expires.
 */
export function withShopPrice<T extends PriceHolder>(product: T): T & ApiPrice {
  const id = product.id
  let readFrom: OfferBook | undefined
  let held: { fields: ApiPrice; until: number } = { fields: {}, until: Infinity }
  const shown = (): ApiPrice => {
    // Read from memory or not, the answer being made shows this product's price.
    noteShown(id)
    const book = offerBook()
    if (book !== readFrom || held.until <= Date.now()) [readFrom, held] = [book, apiPrice(id, book)]
    return held.fields
  }
  return Object.defineProperties(product as T & ApiPrice, {
    price: { enumerable: true, configurable: true, get: () => shown().price },
    priceCheckedAt: { enumerable: true, configurable: true, get: () => shown().priceCheckedAt },
    checkPriceAt: { enumerable: true, configurable: true, get: () => shown().checkPriceAt },
  })
}
