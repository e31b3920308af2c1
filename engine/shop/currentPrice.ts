import type { CatalogueProduct } from '../../schemas/types.gen.ts'
import type { ShownPrice } from './priceDate.ts'

/** What the shop's price is read from: a catalogue product as its file has it. */
export type PriceHolder = Pick<CatalogueProduct, 'price' | 'priceCheckedAt'>

/**
 * The price a shop asks for a product today, and the day it was checked: the one reader of the
 * catalogue's `price` and `priceCheckedAt`. Cards, buy bars, sorting, the price filter,
 * structured data and the API all take the price from here, so the offers store can become its
 * source without touching them. (The maker's list price is a fact, not this.)
 */
export function currentPrice(product: PriceHolder): ShownPrice {
  return { ...product.price, checkedAt: product.priceCheckedAt }
}
