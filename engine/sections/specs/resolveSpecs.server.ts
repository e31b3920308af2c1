import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** The product's labelled spec rows. */
export function resolveSpecs(_section: unknown, context: ResolveContext): { rows: { label: string; value: string }[] } {
  return { rows: reviewProduct(context, 'specs').specs }
}
