import type { Content } from '../../load/Content.ts'
import { facetsOf, featureValues, filterableDefs } from '../../shop/facets.ts'
import type { Facet, FeatureValues } from '../../shop/featureFilters.ts'

/** A category's filter bar facets and each product's filterable values, by product id. */
export type CategoryFacets = { facets: Facet[]; values: ReadonlyMap<string, FeatureValues> }

/** Read once per loaded content and category: a filtered view only compares numbers already read. */
const cache = new WeakMap<Content, Map<string, CategoryFacets>>()

/** The feature filters a category offers and its products' values, from the fact vocabulary alone. */
export function categoryFacets(content: Content, slug: string): CategoryFacets {
  let bySlug = cache.get(content)
  if (!bySlug) cache.set(content, (bySlug = new Map()))
  const known = bySlug.get(slug)
  if (known) return known
  const book = content.catalogue.facts
  const products = content.catalogue.category(slug)?.data ?? []
  const defs = filterableDefs(slug, book)
  const values = new Map(products.map((product) => [product.uniqueId, featureValues(product, defs, book)]))
  const facets = facetsOf(defs, products.map((product) => ({ features: values.get(product.uniqueId) ?? {} })), book)
  const made = { facets, values }
  bySlug.set(slug, made)
  return made
}

/** The query names a category's feature filters read: each fact key, and a range's two boxes. */
export function facetNames(facets: readonly Facet[]): string[] {
  return facets.flatMap((facet) => (facet.kind === 'range' ? [facet.key, `${facet.key}.min`, `${facet.key}.max`] : [facet.key]))
}
