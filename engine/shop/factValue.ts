import type { CategoryFact } from '../../schemas/types.gen.ts'
import { datedPrice } from './priceDate.ts'
import type { ShownPrice } from './priceDate.ts'
import type { PriceCheck } from './currentPrice.ts'

/** A category fact's value for one product: the price it sells at, or a fact (as shown) it may lack. */
export function factValue(product: { price?: ShownPrice | undefined; checkPrice?: PriceCheck | undefined; specs?: Readonly<Record<string, string>> | undefined }, fact: CategoryFact['fact']): string | undefined {
  if (fact === 'price') return product.price ? datedPrice(product.price) : product.checkPrice && `Check price at ${product.checkPrice.shop}`
  return product.specs?.[fact]
}
