import type { CategoryFact, Specs } from '../../schemas/types.gen.ts'
import { effectivePrice, formatPrice } from './price.ts'

/** A category fact's value for one product: the price it sells at, or a spec it may lack. */
export function factValue(product: { price: { regular: number; discount?: number }; specs?: Partial<Specs> | undefined }, fact: CategoryFact['fact']): string | undefined {
  if (fact === 'price') return formatPrice(effectivePrice(product.price))
  return product.specs?.[fact]
}
