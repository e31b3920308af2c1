import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { landedPrice } from '../shop/currentPrice.ts'
import { bestOffer } from '../shop/offerBook.ts'
import { isStale } from '../shop/priceAge.ts'
import { offerBook } from '../shop/offerBook.ts'
import type { TokenValues } from './proseTokens.ts'
import { warrantyPartText } from './proseTokens.ts'
import { formatPrice } from '../format/money.ts'

/** What a review's tokens say for its product today: the best current offer's price and shipping, and the typed facts. */
export function tokenValues(product: ApiProduct, facts: FactBook): TokenValues {
  const landed = landedPrice(product)
  const offer = bestOffer(product.id)
  const current = offer && !isStale(offer, offerBook()) ? offer : undefined
  return {
    price: landed ? formatPrice(landed.amount) : 'see current price',
    shipping: current ? (current.shipping === 0 ? 'free shipping' : `${formatPrice(current.shipping)} shipping`) : "see the shop's shipping terms",
    fact: (key, part) => (part ? warrantyPartText(facts.value(product, 'warranty'), part) : facts.display(product, key)),
  }
}
