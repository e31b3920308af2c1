import type { Content } from '../load/Content.ts'
import { facetsOf, featureValues, filterableDefs } from '../shop/facets.ts'
import type { Facet, FeatureValues } from '../shop/featureFilters.ts'

/** A category's filter bar facets and each product's filterable values, by product id. */
type CategoryFacets = { facets: Facet[]; values: ReadonlyMap<string, FeatureValues> }

/**
 * The feature filters a category offers and its products' values, from the fact vocabulary alone;
 * read once per loaded content and category: a filtered view only compares numbers already read.
 */
export const categoryFacets = (content: Content, slug: string): CategoryFacets => content.derived.of(facetsIn, content, slug)

function facetsIn(content: Content, slug: string): CategoryFacets {
  const book = content.catalogue.facts
  const products = content.catalogue.category(slug)?.data ?? []
  const defs = filterableDefs(slug, book)
  const values = new Map(products.map((product) => [product.uniqueId, featureValues(product, defs, book)]))
  const facets = facetsOf(defs, products.map((product) => ({ features: values.get(product.uniqueId) ?? {} })), book)
  return { facets, values }
}

/** The query names a category's feature filters read: each fact key, and a range's two boxes. */
export function facetNames(facets: readonly Facet[]): string[] {
  return facets.flatMap((facet) => (facet.kind === 'range' ? [facet.key, `${facet.key}.min`, `${facet.key}.max`] : [facet.key]))
}
