import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** The page's last buy link and the shop it names. */
export function resolveCallToAction(_section: unknown, context: ResolveContext): { buyHref: string; shop: string } {
  const { buyHref, shop } = reviewProduct(context, 'call-to-action')
  return { buyHref, shop }
}
