import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { productFields } from '../../sections/productIds.ts'

/**
 * A schema example as the gallery draws it from this catalogue. The examples name products of the
 * repository's catalogue; with other content (CONTENT_DIR, a generated demo set) an id the
 * catalogue lacks is replaced by another product of the gallery product's category, so the
 * gallery still draws every section with real products, and shows the YAML it drew.
 */
export function withKnownProducts(example: unknown, catalogue: Catalogue, product: ApiProduct): unknown {
  const section = example as Record<string, unknown>
  const replaced: Record<string, string[]> = {}
  for (const field of productFields(section.type)) {
    const ids = section[field]
    if (!Array.isArray(ids) || ids.every((id: string) => catalogue.byId(id))) continue
    const spare = catalogue
      .all()
      .filter((other) => other.category === product.category && other.id !== product.id && !ids.includes(other.id))
      .map((other) => other.id)
    replaced[field] = ids.map((id: string) => (catalogue.byId(id) ? id : spare.shift())).filter((id): id is string => id !== undefined)
  }
  return Object.keys(replaced).length ? { ...section, ...replaced } : example
}
