import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** The page's last buy link and the store it names. */
export function resolveCallToAction(_section: unknown, context: ResolveContext): { buyHref: string; store: string } {
  const { buyHref, store } = reviewProduct(context, 'call-to-action')
  return { buyHref, store }
}
