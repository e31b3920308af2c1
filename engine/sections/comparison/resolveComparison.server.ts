import type { ComparisonSection } from '../../../schemas/types.gen.ts'
import type { FactValues } from '../../shop/productFacts.ts'
import { factValues } from '../../shop/productFacts.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** One column of a comparison table: a product's title, its review page if any, and its facts. */
export type ComparisonColumn = {
  title: string
  /** The product's own review page, when it has one. */
  href?: string
  facts: FactValues
}

/**
 * The reviewed product's column, then each alternative's, every value looked up from the catalogue
 * by id, so a review never retypes a fact that could disagree with the catalogue. The loader has
 * already checked that every id exists.
 */
export function resolveComparison(section: ComparisonSection, context: ResolveContext): { columns: ComparisonColumn[]; labels: FactValues } {
  const product = reviewProduct(context, 'comparison')
  const alternatives = section.alternatives.map((id): ComparisonColumn => {
    const other = context.catalogue.byId(id)
    if (!other) throw new Error(`comparison alternative "${id}" is not in the catalogue; the loader should have reported it`)
    return { title: other.title, ...(other.pageLink ? { href: other.pageLink } : {}), facts: factValues(other, context.catalogue.facts) }
  })
  return { columns: [{ title: product.title, facts: product.facts }, ...alternatives], labels: product.factLabels }
}
