import type { CatalogueProduct } from '../../schemas/types.gen.ts'
import { bestOffer } from './offerBook.ts'
import type { ShownPrice } from './priceDate.ts'

/** What the shop's price is read from: a catalogue product as its file has it. */
export type PriceHolder = Pick<CatalogueProduct, 'price' | 'priceCheckedAt'> & { id?: string | undefined }

/**
 * The price a shop asks for a product today, and the day it was read: the one reader of prices.
 * It is the best current offer of the offers store's snapshot (the cheapest landed price in
 * stock); a product the store has no offer for keeps the catalogue's typed price. Cards, buy
 * bars, sorting, the price filter, structured data and the API all take the price from here.
 * (The maker's list price is a fact, not this.)
 */
export function currentPrice(product: PriceHolder): ShownPrice {
  const offer = product.id === undefined ? undefined : bestOffer(product.id)
  if (offer) return { regular: offer.price, checkedAt: offer.readAt.slice(0, 10) }
  return { ...product.price, checkedAt: product.priceCheckedAt }
}

/**
 * A catalogue product whose price fields are read from `currentPrice` each time they are read: a
 * new snapshot of the offers store shows without loading the content again.
 */
export function withShopPrice<T extends PriceHolder & { id: string }>(product: T): T {
  const typed = { id: product.id, price: product.price, priceCheckedAt: product.priceCheckedAt }
  const shopPrice = () => {
    const { checkedAt, ...price } = currentPrice(typed)
    return { price, checkedAt }
  }
  return Object.defineProperties(product, {
    price: { enumerable: true, configurable: true, get: () => shopPrice().price },
    priceCheckedAt: { enumerable: true, configurable: true, get: () => shopPrice().checkedAt },
  })
}
