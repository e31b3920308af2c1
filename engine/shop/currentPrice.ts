import { bestOffer, offerBook } from './offerBook.ts'
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
export function currentPrice(product: PriceHolder): ShownPrice | undefined {
  const offer = bestOffer(product.id)
  return offer && { regular: offer.price, checkedAt: offer.readAt.slice(0, 10), ...(offerBook().demo ? { demo: true as const } : {}) }
}

/** A shop price as the API answers it: the price, and the day it was read. */
export type ApiPrice = { price?: { regular: number; discount?: number }; priceCheckedAt?: string }

/**
 * A catalogue product with the API's price fields, read from `currentPrice` each time they are
 * read: a new snapshot of the offers store shows without loading the content again.
 */
export function withShopPrice<T extends PriceHolder>(product: T): T & ApiPrice {
  const id = product.id
  const shown = () => currentPrice({ id })
  return Object.defineProperties(product as T & ApiPrice, {
    price: { enumerable: true, configurable: true, get: () => shown() && { regular: shown()?.regular, ...(shown()?.discount === undefined ? {} : { discount: shown()?.discount }) } },
    priceCheckedAt: { enumerable: true, configurable: true, get: () => shown()?.checkedAt },
  })
}
