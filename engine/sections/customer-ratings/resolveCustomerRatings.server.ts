import type { CustomerRatingsSection } from '../../../schemas/types.gen.ts'
import { formatCount } from '../../shop/rating.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type RatingEntry = NonNullable<CustomerRatingsSection['entries']>[number]

/** The entries as written, or else the retailer's name with the product's own stars and count. */
export function resolveCustomerRatings(section: CustomerRatingsSection, context: ResolveContext): { entries: RatingEntry[] } {
  if (section.entries) return { entries: section.entries }
  const product = reviewProduct(context, 'customer-ratings')
  return { entries: [{ store: product.retailer, rating: product.rating.stars, outOf: 5, reviews: formatCount(product.rating.count) }] }
}
