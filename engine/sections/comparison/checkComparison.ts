import type { ComparisonSection } from '../../../schemas/types.gen.ts'
import type { SectionCheckContext } from '../contract/SectionCheck.ts'

/** Each row of the table names one catalogue spec key or computed fact; its values are looked up. */
export function checkComparison(section: ComparisonSection, { product, factRef }: SectionCheckContext): void {
  if (!product) return
  section.rows.forEach((row, r) => factRef(['rows', r], row))
}
