import { bestOffer, offerBook } from './offerBook.ts'
import type { OfferBook } from './offerBook.ts'
import type { ShownPrice } from './priceDate.ts'

/** What a product's shop price is looked up by. */
export type PriceHolder = { id: string }

/**
 * The price a shop asks for a product today, and the day it was read: the one reader of prices.
 * It is the best current offer of the offers store's snapshot (the cheapest landed price in
 * stock); undefined when no retailer has the product in stock, and pages then show no number.
 * Cards, buy bars, sorting, the price filter, structured data and the API all take the price from
 * here. (The maker's list price is a fact, not this.)
 */
export function currentPrice(product: PriceHolder, book: OfferBook = offerBook()): ShownPrice | undefined {
  const offer = bestOffer(product.id, book)
  return offer && { regular: offer.price, checkedAt: offer.readAt.slice(0, 10), ...(book.demo ? { demo: true as const } : {}) }
}

/** A shop price as the API answers it: the price, and the day it was read. */
export type ApiPrice = { price?: { regular: number; discount?: number }; priceCheckedAt?: string }

/** The API's price fields of a product in one snapshot. */
function apiPrice(id: string, book: OfferBook): ApiPrice {
  const shown = currentPrice({ id }, book)
  if (!shown) return {}
  return { price: { regular: shown.regular, ...(shown.discount === undefined ? {} : { discount: shown.discount }) }, priceCheckedAt: shown.checkedAt }
}

/**
 * A catalogue product with the API's price fields, read from `currentPrice`: a new snapshot of the
 * offers store shows without loading the content again. The fields are worked out once per
 * snapshot and product, on their first read, not on every read of the render path.
 */
export function withShopPrice<T extends PriceHolder>(product: T): T & ApiPrice {
  const id = product.id
  let readFrom: OfferBook | undefined
  let fields: ApiPrice = {}
  const shown = (): ApiPrice => {
    const book = offerBook()
    if (book !== readFrom) [readFrom, fields] = [book, apiPrice(id, book)]
    return fields
  }
  return Object.defineProperties(product as T & ApiPrice, {
    price: { enumerable: true, configurable: true, get: () => shown().price },
    priceCheckedAt: { enumerable: true, configurable: true, get: () => shown().priceCheckedAt },
  })
}
