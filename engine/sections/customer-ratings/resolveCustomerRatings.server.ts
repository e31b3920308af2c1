import type { CustomerRatingsSection } from '../../../schemas/types.gen.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'
import { formatCount } from '../../format/money.ts'

export type RatingEntry = NonNullable<CustomerRatingsSection['entries']>[number]

/**
 * The product's own catalogue stars and count first, at the source and on the day site.yaml's
 * customerRatings names, then each other store's rating as written, with the day it was read.
 * The catalogue's rating is never typed in a review, so it cannot disagree with the catalogue.
 */
export function resolveCustomerRatings(section: CustomerRatingsSection, context: ResolveContext): { entries: RatingEntry[] } {
  const { rating } = reviewProduct(context, 'customer-ratings')
  const own: RatingEntry = { store: rating.source, rating: rating.stars, outOf: 5, reviews: formatCount(rating.count), readOn: rating.readOn }
  return { entries: [own, ...(section.entries ?? [])] }
}
