import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** Where the buy link goes and the shop it names ("Buy Now from {shop}"). */
export function resolveBuyButton(_section: unknown, context: ResolveContext): { buyHref: string; shop: string } {
  const { buyHref, shop } = reviewProduct(context, 'buy-button')
  return { buyHref, shop }
}
