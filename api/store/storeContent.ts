import type { Content } from '../../engine/load/Content.ts'
import { effectivePrice } from '../../engine/shop/price.ts'
import type { DemoProduct } from './demo/demoFeed.ts'

/** The catalogue's product ids: the products a feed may price. */
export function productIds(content: Content): string[] {
  return content.catalogue.all().map((product) => product.id)
}

/** What the demo feed prices: every product around its catalogue price, up to the site's `dataAsOf`. */
export function demoInput(content: Content): { products: DemoProduct[]; asOf: string } {
  const products = content.catalogue.all().map((product) => ({ id: product.id, typicalPrice: effectivePrice(product.price) || 499 }))
  return { products, asOf: content.site.dataAsOf }
}
