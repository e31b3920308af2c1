import { matchPageKind } from '../../engine/pages/pageIdentity.ts'
import { productKey } from '../store/purgeKeys.ts'

/** `/api/products/<id>...`: an answer about one product, whether or not it read the offers snapshot. */
const PRODUCT_API = /^\/api\/products\/([^/]+)/

/**
 * The `Surrogate-Key` of an answer: `product-<id>` for each product it shows, then its kind
 * (`page-<kind>` for a page, `api` for the API), space-separated, so a CDN can purge every answer
 * showing a product, or every page of a kind, by key.
 */
export function surrogateKeys(path: string, products: Iterable<string>): string {
  const ids = new Set(products)
  const named = PRODUCT_API.exec(path)?.[1]
  if (named) ids.add(decodeURIComponent(named))
  const kind = path.startsWith('/api/') ? 'api' : `page-${matchPageKind(path)?.kind ?? 'other'}`
  return [...[...ids].sort().map(productKey), kind].join(' ')
}
