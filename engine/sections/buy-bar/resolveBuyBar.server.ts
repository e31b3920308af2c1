import type { ReviewProductModel } from '../contract/ReviewProductModel.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

export type BuyBarData = Pick<ReviewProductModel, 'id' | 'title' | 'price' | 'checkPrice' | 'rating' | 'buyHref' | 'shop' | 'shopDisclosure' | 'priceClaims'>

export function resolveBuyBar(_section: unknown, context: ResolveContext): BuyBarData {
  const { id, title, price, checkPrice, rating, buyHref, shop, shopDisclosure, priceClaims } = reviewProduct(context, 'buy-bar')
  return { id, title, price, ...(checkPrice ? { checkPrice } : {}), rating, buyHref, shop, shopDisclosure, priceClaims }
}
