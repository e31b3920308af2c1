import type { BuyLinkModel } from '../../shop/PriceView.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** The page's last buy link and the shop it names. */
export function resolveCallToAction(_section: unknown, context: ResolveContext): BuyLinkModel {
  const { buyHref, shop, shopDisclosure } = reviewProduct(context, 'call-to-action')
  return { ...(buyHref ? { buyHref } : {}), ...(shop ? { shop } : {}), ...(shopDisclosure ? { shopDisclosure } : {}) }
}
