import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** Where the buy link goes and the store it names ("Buy Now from {store}"). */
export function resolveBuyButton(_section: unknown, context: ResolveContext): { buyHref: string; store: string } {
  const { buyHref, store } = reviewProduct(context, 'buy-button')
  return { buyHref, store }
}
