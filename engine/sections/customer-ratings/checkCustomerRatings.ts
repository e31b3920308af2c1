import type { CustomerRatingsSection } from '../../../schemas/types.gen.ts'
import type { SectionCheckContext } from '../contract/SectionCheck.ts'

/**
 * A quoted store rating is not above its own scale, and the catalogue's own rating is never typed:
 * the section shows it first, with its source and the day it was read.
 */
export function checkCustomerRatings(section: CustomerRatingsSection, { product, ratingsSource, report }: SectionCheckContext): void {
  section.entries?.forEach((entry, e) => {
    if (entry.rating > entry.outOf) report(['entries', e, 'rating'], `rating ${entry.rating} is above its scale (outOf: ${entry.outOf})`)
    if (!product || entry.store !== ratingsSource) return
    report(['entries', e, 'store'], `the ${ratingsSource} rating is shown first from the catalogue (${product.rating.stars} stars, ${product.rating.count} ratings); list other stores only`)
  })
}
