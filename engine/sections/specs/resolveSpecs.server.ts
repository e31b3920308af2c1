import type { SpecRow } from '../../shop/productFacts.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** The product's labelled spec rows, measured ones marked. */
export function resolveSpecs(_section: unknown, context: ResolveContext): { rows: SpecRow[] } {
  return { rows: reviewProduct(context, 'specs').specs }
}
