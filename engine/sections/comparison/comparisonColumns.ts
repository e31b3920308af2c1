import type { ReviewSection } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { factValues } from '../../pages/review/productFacts.ts'
import type { FactValues } from '../../pages/review/productFacts.ts'

/** One alternative's column of a comparison table, looked up from the catalogue by id. */
export type ComparisonColumn = {
  id: string
  title: string
  /** The product's own review page, when it has one. */
  href?: string
  facts: FactValues
}

/**
 * The catalogue facts of every product the page's comparison sections name, by id; undefined when
 * the page has no comparison. The loader has already checked that every id exists.
 */
export function comparisonColumns(sections: readonly ReviewSection[], catalogue: Catalogue): Record<string, ComparisonColumn> | undefined {
  const comparisons = sections.filter((section) => section.type === 'comparison')
  if (!comparisons.length) return undefined
  const columns: Record<string, ComparisonColumn> = {}
  for (const id of comparisons.flatMap((section) => section.alternatives)) {
    const product = catalogue.byId(id)
    if (!product) throw new Error(`comparison alternative "${id}" is not in the catalogue; the loader should have reported it`)
    columns[id] = { id, title: product.title, ...(product.pageLink ? { href: product.pageLink } : {}), facts: factValues(product) }
  }
  return columns
}
