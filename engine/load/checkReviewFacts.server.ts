import type { CatalogueProduct, ReviewPage } from '../../schemas/types.gen.ts'
import { COMPUTED_LABELS } from '../shop/productFacts.ts'
import type { FactRef } from '../shop/productFacts.ts'
import { isSpecKey, SPEC_LABELS, specKeyOfLabel } from '../shop/specLabels.ts'
import { closestNames, orList } from './closestNames.ts'
import type { ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

type Path = readonly (string | number)[]

/** Where the facts a review may show come from. */
export type FactSources = {
  products: ReadonlyMap<string, CatalogueProduct>
  /** The retailer's name (site.yaml), whose rating is the catalogue's; undefined when site.yaml is broken. */
  retailer: string | undefined
}

const COMPUTED_FACTS = orList(Object.keys(COMPUTED_LABELS))

/**
 * One source of truth: a default never disagrees with the catalogue it only completes. (What each
 * section names, comparison rows and the hero's details, is its type's own check.)
 */
export function checkReviewFacts(source: YamlSource, review: ReviewPage, { products }: FactSources, log: ProblemLog): void {
  const product = products.get(review.product)
  if (product) checkDefaults(source, review, product, log)
}

/** True when the reference names one fact that exists; otherwise reports what to write instead. */
export function checkFactRef(source: YamlSource, path: Path, ref: FactRef, log: ProblemLog): boolean {
  if ((ref.spec === undefined) === (ref.computed === undefined)) {
    const what = ref.spec === undefined ? 'names no fact' : 'names two facts'
    log.add(problemAt(source, path, `${what}; write one of spec: <catalogue spec key> or computed: ${COMPUTED_FACTS}`))
    return false
  }
  if (ref.spec === undefined || isSpecKey(ref.spec)) return true
  const hint = orList(closestNames(ref.spec, Object.keys(SPEC_LABELS)))
  log.add(problemAt(source, [...path, 'spec'], `unknown spec key "${ref.spec}"; use a catalogue spec key (product.schema.json specs), e.g. ${hint}`))
  return false
}

/** A default that the catalogue already answers differently would be a second, contradicting truth. */
function checkDefaults(source: YamlSource, review: ReviewPage, product: CatalogueProduct, log: ProblemLog): void {
  const defaults = review.defaults
  if (!defaults) return
  for (const [label, value] of Object.entries(defaults.specs ?? {})) {
    const key = specKeyOfLabel(label)
    const catalogueValue = key && product.specs?.[key]
    if (catalogueValue && catalogueValue !== value) {
      const message = `contradicts the catalogue: ${product.title} has ${label} "${catalogueValue}"; remove this default or correct the catalogue`
      log.add(problemAt(source, ['defaults', 'specs', label], message))
    }
  }
  if (product.faqs?.length && defaults.faqs?.length) {
    log.add(problemAt(source, ['defaults', 'faqs'], `never shown: the catalogue has FAQs for ${product.title}; remove this default`))
  }
}
