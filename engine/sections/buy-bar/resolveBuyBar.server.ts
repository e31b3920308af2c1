import type { ReviewProductModel } from '../ReviewProductModel.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type BuyBarData = Pick<ReviewProductModel, 'id' | 'title' | 'price' | 'checkPrice' | 'rating' | 'buyHref' | 'shop' | 'shopDisclosure' | 'priceClaims'>

export function resolveBuyBar(_section: unknown, context: ResolveContext): BuyBarData {
  const { id, title, price, checkPrice, rating, buyHref, shop, shopDisclosure, priceClaims } = reviewProduct(context, 'buy-bar')
  return { id, title, price, ...(checkPrice ? { checkPrice } : {}), rating, buyHref, shop, shopDisclosure, priceClaims }
}
