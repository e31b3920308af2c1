import type { Content } from '../../../engine/load/Content.ts'
import type { DemoProduct } from './demoFeed.ts'

/** The catalogue's product ids: the products a feed may price. */
export function productIds(content: Content): string[] {
  return content.catalogue.all().map((product) => product.id)
}

/** What a product the maker lists no price for is priced around in the demo feed, in dollars. */
const UNLISTED_TYPICAL_PRICE = 499

/**
 * What the demo feed prices: every product around the maker's list price (its `listPrice` fact),
 * up to the site's `dataAsOf`.
 */
export function demoInput(content: Content): { products: DemoProduct[]; asOf: string } {
  const products = content.catalogue.all().map((product) => {
    const listed = content.catalogue.facts.value(product, 'listPrice')?.typed
    return { id: product.id, typicalPrice: listed?.kind === 'money' ? listed.quantity.amount : UNLISTED_TYPICAL_PRICE }
  })
  return { products, asOf: content.site.dataAsOf }
}
