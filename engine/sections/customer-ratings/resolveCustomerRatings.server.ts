import type { CustomerRatingsSection } from '../../../schemas/types.gen.ts'
import { formatCount } from '../../shop/rating.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type RatingEntry = NonNullable<CustomerRatingsSection['entries']>[number]

/**
 * The retailer's name with the product's own catalogue stars and count first, then each other
 * store's rating as written. The retailer's rating is never typed in a review, so it cannot
 * disagree with the catalogue.
 */
export function resolveCustomerRatings(section: CustomerRatingsSection, context: ResolveContext): { entries: RatingEntry[] } {
  const product = reviewProduct(context, 'customer-ratings')
  const retailer: RatingEntry = { store: product.retailer, rating: product.rating.stars, outOf: 5, reviews: formatCount(product.rating.count) }
  return { entries: [retailer, ...(section.entries ?? [])] }
}
