import { matchPageKind } from '../../engine/pages/pageIdentity.ts'
import { MANY_PRODUCTS_KEY, productKey } from '../store/purgeKeys.ts'

/**
 * The most products one answer names by key. Past it, the header would outgrow what HTTP clients
 * and CDNs take (16 KB in all, Node's and Fastly's limit), so the answer is keyed MANY_PRODUCTS_KEY,
 * which every price change names.
 */
export const MAX_PRODUCT_KEYS = 200

/** `/api/products/<id>...`: an answer about one product, whether or not it read the offers snapshot. */
const PRODUCT_API = /^\/api\/products\/([^/]+)/

/**
 * The `Surrogate-Key` of an answer: `product-<id>` for each product it shows, then its kind
 * (`page-<kind>` for a page, `api` for the API), space-separated, so a CDN can purge every answer
 * showing a product, or every page of a kind, by key. An answer showing more than
 * MAX_PRODUCT_KEYS products carries MANY_PRODUCTS_KEY instead of naming them.
 */
export function surrogateKeys(path: string, products: Iterable<string>): string {
  const ids = new Set(products)
  const named = PRODUCT_API.exec(path)?.[1]
  if (named) ids.add(decodeURIComponent(named))
  const kind = path.startsWith('/api/') ? 'api' : `page-${matchPageKind(path)?.kind ?? 'other'}`
  const keys = ids.size > MAX_PRODUCT_KEYS ? [MANY_PRODUCTS_KEY] : [...ids].sort().map(productKey)
  return [...keys, kind].join(' ')
}

/** The keys an answer showing one of these products carries: each product's, and the one of answers showing too many to name. */
export function keysNaming(products: ReadonlySet<string>): ReadonlySet<string> {
  return new Set(products.size ? [...[...products].map(productKey), MANY_PRODUCTS_KEY] : [])
}
