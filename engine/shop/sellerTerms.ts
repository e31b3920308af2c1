import type { Retailer } from '../../schemas/types.gen.ts'

/** What a shop promises about sending a machine back (retailers.yaml `terms`). */
type SellerTerms = NonNullable<Retailer['terms']>

/** What `{seller}` says when no shop has the product in stock: buy buttons then lead nowhere. */
export const NO_SELLER = 'the shop you choose'

/** What `{returns}` says when no shop has the product in stock. */
export const NO_RETURNS = "see the shop's returns terms"

/**
 * A shop's terms in words, as a review's `{returns}` renders them beside its buy buttons:
 * "30-day returns at Demo Cardio Outlet (fictional), return shipping paid by you". A shop
 * whose terms retailers.yaml does not give sends the shopper to its own.
 */
export function sellerTermsText(shop: string, terms: SellerTerms | undefined): string {
  if (!terms) return `returns as ${shop} sets them: check its terms before you order`
  const trial = terms.trialDays ? `a ${terms.trialDays}-day home trial` : undefined
  if (terms.returnDays === 0) return trial ? `${trial} at ${shop}, and no returns after it` : `no returns at ${shop}`
  const shipping = terms.freeReturnShipping ? 'with free return shipping' : 'return shipping paid by you'
  const returns = `${terms.returnDays}-day returns at ${shop}, ${shipping}`
  return trial ? `${trial} and ${returns}` : returns
}
