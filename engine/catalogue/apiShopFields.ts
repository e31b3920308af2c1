import { offerBook, noteShown } from '../shop/offerBook.ts'
import type { OfferBook } from '../shop/offerBook.ts'
import { priceExpiry } from '../shop/priceAge.ts'
import type { DealRule } from '../shop/priceRules.ts'
import { offerSummary } from '../shop/productSummary.ts'
import type { ProductSummary } from '../shop/productSummary.ts'

/**
 * A shown price as the API answers it, as the card shows it: with a "was" price, `regular` is the
 * "was" price and `discount` the price today, with the saving in whole percent; without one,
 * `regular` is the price today and there is no `discount`. What a shopper pays is always
 * `discount ?? regular`.
 */
export type ApiPriceField = { regular: number; discount?: number; savingsPercent?: number; currency: string }

/**
 * The API's fields about buying a product, all read from its summary (docs/api.md): each is absent
 * when what it describes is not there (no shop has the product in stock, no price recent enough).
 */
export type ApiShopFields = {
  /** The shop's own page for the product (the best current offer's, untracked). */
  url?: string
  /** The tracked link every buy control of the product leads to: the best current offer's. */
  affiliate_link?: string
  /** The name of the retailer of the best current offer. */
  shop?: string
  price?: ApiPriceField
  /** The day the shown price was read, YYYY-MM-DD. */
  priceCheckedAt?: string
  /** The best current offer's price is too old to show: the retailer and link to check it at. */
  checkPriceAt?: { retailer: string; url: string }
  /** The shown price is a deal by site.yaml's `deals` rule: the card's "Deal" badge. */
  deal?: true
}

/** The API's fields of a summary. */
export function apiShopFields(summary: Omit<ProductSummary, 'score'>): ApiShopFields {
  const { offer, price, checkPrice, claims } = summary
  if (!offer) return {}
  const links = { url: offer.url, affiliate_link: offer.link, shop: offer.retailer.name }
  if (checkPrice) return { ...links, checkPriceAt: { retailer: checkPrice.shop, url: checkPrice.href } }
  if (!price) return links
  const saving = claims.was?.savingsPercent || undefined
  const shown: ApiPriceField = claims.was
    ? { regular: claims.was.price, discount: price.regular, ...(saving ? { savingsPercent: saving } : {}), currency: offer.currency }
    : { regular: price.regular, currency: offer.currency }
  return { ...links, price: shown, priceCheckedAt: price.checkedAt, ...(claims.deal ? { deal: true as const } : {}) }
}

const FIELDS = ['url', 'affiliate_link', 'shop', 'price', 'priceCheckedAt', 'checkPriceAt', 'deal'] as const satisfies readonly (keyof ApiShopFields)[]

/**
 * A catalogue product with the API's shop fields, read from its summary: a new snapshot of the
 * offers store shows without loading the content again. The fields are worked out once per
 * snapshot and product, on their first read, and again only when the price they show expires.
 */
export function withShopFields<T extends { id: string }>(product: T, deals: DealRule | undefined): T & ApiShopFields {
  let readFrom: OfferBook | undefined
  let held: { fields: ApiShopFields; until: number } = { fields: {}, until: Infinity }
  const shown = (): ApiShopFields => {
    // Read from memory or not, the answer being made shows this product's price.
    noteShown(product.id)
    const book = offerBook()
    if (book !== readFrom || held.until <= Date.now()) [readFrom, held] = [book, workOut(product, deals, book)]
    return held.fields
  }
  const getters = Object.fromEntries(FIELDS.map((key) => [key, { enumerable: true, configurable: true, get: () => shown()[key] }]))
  return Object.defineProperties(product as T & ApiShopFields, getters)
}

function workOut(product: { id: string }, deals: DealRule | undefined, book: OfferBook): { fields: ApiShopFields; until: number } {
  const summary = offerSummary(product, deals, book)
  const live = book.asOf === undefined && summary.price && summary.offer
  return { fields: apiShopFields(summary), until: live ? priceExpiry(summary.offer!, book) : Infinity }
}
