import type { CustomerRatingsSection } from '../../../schemas/types.gen.ts'
import type { SectionCheckContext } from '../SectionCheck.ts'

/**
 * A quoted store rating is not above its own scale, and the retailer's own rating is never typed:
 * the section shows it first, from the catalogue.
 */
export function checkCustomerRatings(section: CustomerRatingsSection, { product, retailer, report }: SectionCheckContext): void {
  section.entries?.forEach((entry, e) => {
    if (entry.rating > entry.outOf) report(['entries', e, 'rating'], `rating ${entry.rating} is above its scale (outOf: ${entry.outOf})`)
    if (!product || entry.store !== retailer) return
    report(['entries', e, 'store'], `the ${retailer} rating is shown first from the catalogue (${product.rating.stars} stars, ${product.rating.count} reviews); list other stores only`)
  })
}
