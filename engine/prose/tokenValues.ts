import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import type { Catalogue } from '../catalogue/Catalogue.ts'
import type { TokenValues } from './proseTokens.ts'
import { warrantyPartText } from './proseTokens.ts'
import { formatPrice } from '../format/money.ts'

/** What a review's tokens say for its product today: the best current offer's price and shipping, and the typed facts. */
export function tokenValues(product: ApiProduct, { facts, prices }: Pick<Catalogue, 'facts' | 'prices'>): TokenValues {
  const { landed, price, offer } = prices.summary(product.id)
  // The shipping of the offer whose price is shown: none when no price is shown.
  const current = price && offer
  return {
    price: landed ? formatPrice(landed.amount) : 'see current price',
    shipping: current ? (current.shipping === 0 ? 'free shipping' : `${formatPrice(current.shipping)} shipping`) : "see the shop's shipping terms",
    fact: (key, part) => (part ? warrantyPartText(facts.value(product, 'warranty'), part) : facts.display(product, key)),
  }
}
