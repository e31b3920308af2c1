import type { ComparisonSection } from '../../../schemas/types.gen.ts'
import { buildComparison, comparedProduct } from '../../comparison/buildComparison.ts'
import type { ComparisonModel } from '../../comparison/ComparisonModel.ts'
import { factAmounts, factLabel } from '../../shop/productFacts.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/**
 * The reviewed product's column, then each alternative's, every value looked up from the catalogue
 * by id, so a review never retypes a fact that could disagree with the catalogue. A spec row is
 * judged in the direction the product's category vocabulary states for that fact. The loader has already
 * checked that every id exists.
 */
export function resolveComparison(section: ComparisonSection, context: ResolveContext): { comparison: ComparisonModel } {
  const product = reviewProduct(context, 'comparison')
  const alternatives = section.alternatives.map((id) => {
    const other = context.catalogue.byId(id)
    if (!other) throw new Error(`comparison alternative "${id}" is not in the catalogue; the loader should have reported it`)
    return comparedProduct(other, context.catalogue)
  })
  const book = context.catalogue.facts
  const rows = section.rows.map((row) => ({ ...row, label: factLabel(row, product.factLabels), better: row.spec !== undefined ? book.def(product.category, row.spec)?.better : undefined }))
  // The reviewed product's amounts come from its catalogue entry, as its shown facts do.
  const reviewed = context.catalogue.byId(product.id)
  const amounts = reviewed ? { amounts: factAmounts(reviewed, book, context.catalogue.prices) } : {}
  return { comparison: buildComparison([{ id: product.id, title: product.title, facts: product.facts, ...amounts, ourScore: product.editorial.score }, ...alternatives], rows) }
}
