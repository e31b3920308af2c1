import type { ReviewPage } from '../../schemas/types.gen.ts'
import { sectionTypes } from '../sections/all.ts'
import type { AnySection } from '../sections/contract/AnySection.ts'
import type { SectionCheckContext } from '../sections/contract/SectionCheck.ts'
import { checkCustomerFigures } from './checkCustomerFigures.ts'
import { checkFactRef } from './checkReviewFacts.server.ts'
import { checkTypedWeights } from './checkTypedWeights.ts'
import type { FactSources } from './checkReviewFacts.server.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'

type AnyCheck = (section: AnySection, context: SectionCheckContext) => void

// Each definition pairs its type with a check for exactly that type; TypeScript cannot follow the
// pairing through a union, so the table is typed loosely here, once.
const checks = new Map<string, AnyCheck>(sectionTypes.flatMap((definition) => ('check' in definition ? [[definition.type, definition.check as AnyCheck] as const] : [])))

/** The page that holds the sections: a review, with the catalogue once it is free of problems. */
type SectionsPage = { review?: ReviewPage; facts?: FactSources | undefined }

/**
 * Runs each section's own content rules (its type definition's `check`) over the `sections:` list
 * of one page, whatever its kind, and reports text that quotes a customer figure without its source
 * or types a weight beside the generated scoring methods.
 */
export function checkSections(source: YamlSource, sections: readonly AnySection[], { review, facts }: SectionsPage, log: ProblemLog): void {
  const product = review && facts?.facts ? facts.products.get(review.product) : undefined
  const keys = product && facts?.facts ? facts.facts.defs(product.category).map((def) => def.key) : []
  checkCustomerFigures(source, sections, log)
  checkTypedWeights(source, sections, log)
  sections.forEach((section, index) => {
    const check = checks.get(section.type)
    if (!check) return
    const at = (path: readonly (string | number)[]) => ['sections', index, ...path]
    check(section, {
      review,
      product,
      facts: product ? facts?.facts : undefined,
      ratingsSource: facts?.ratingsSource,
      report: (path, message) => log.add(problemAt(source, at(path), message)),
      factRef: (path, ref) => checkFactRef(source, at(path), ref, keys, log),
    })
  })
}
