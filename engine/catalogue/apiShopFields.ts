import type { PriceSummary } from '../shop/PriceView.ts'

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
export function apiShopFields(summary: PriceSummary): ApiShopFields {
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
