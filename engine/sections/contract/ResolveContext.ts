import type { SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { ReviewProductModel } from './ReviewProductModel.ts'

/** What a section's server-side resolver may read. */
export type ResolveContext = {
  catalogue: Catalogue
  site: SiteConfig
  /** On a review page: the reviewed product, complete (catalogue first, the review's defaults after). */
  product?: ReviewProductModel
}

/**
 * The reviewed product, for a section that only a review page may hold. Its absence is our bug
 * (the schema keeps review sections out of other pages), not an editor's mistake.
 */
export function reviewProduct(context: ResolveContext, type: string): ReviewProductModel {
  if (!context.product) throw new Error(`section "${type}" needs the reviewed product, which this page kind does not provide`)
  return context.product
}
