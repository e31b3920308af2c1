import type { BuyLinkModel } from '../../shop/PriceView.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** Where the buy link goes and the shop it names ("Buy Now from {shop}"). */
export function resolveBuyButton(_section: unknown, context: ResolveContext): BuyLinkModel {
  const { buyHref, shop, shopDisclosure } = reviewProduct(context, 'buy-button')
  return { ...(buyHref ? { buyHref } : {}), ...(shop ? { shop } : {}), ...(shopDisclosure ? { shopDisclosure } : {}) }
}
