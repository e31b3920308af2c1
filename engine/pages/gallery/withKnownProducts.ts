import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'

type NamingSection = { type?: unknown; alternatives?: string[]; products?: string[] }

/**
 * A schema example as the gallery draws it from this catalogue. The examples name products of the
 * repository's catalogue; with other content (CONTENT_DIR, a generated demo set) an id the
 * catalogue lacks is replaced by another product of the gallery product's category, so the
 * gallery still draws every section with real products, and shows the YAML it drew.
 */
export function withKnownProducts(example: unknown, catalogue: Catalogue, product: ApiProduct): unknown {
  const section = example as NamingSection
  const key = section.type === 'comparison' ? 'alternatives' : section.type === 'related-products' ? 'products' : undefined
  const ids = key ? section[key] : undefined
  if (!key || !ids || ids.every((id) => catalogue.byId(id))) return example
  const spare = catalogue
    .all()
    .filter((other) => other.category === product.category && other.id !== product.id && !ids.includes(other.id))
    .map((other) => other.id)
  const known = ids.map((id) => (catalogue.byId(id) ? id : spare.shift())).filter((id): id is string => id !== undefined)
  return { ...section, [key]: known }
}
