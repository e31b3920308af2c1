import type { CatalogueProduct, CategorySlug, ReviewPage } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { COMPUTED_LABELS } from '../shop/productFacts.ts'
import type { FactRef } from '../shop/productFacts.ts'
import { closestNames, orList } from '../content/closestNames.ts'
import { synonymFact } from '../prose/specSynonyms.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'

type Path = readonly (string | number)[]

/** Where the facts a review may show come from. */
export type FactSources = {
  products: ReadonlyMap<string, CatalogueProduct & { category: CategorySlug }>
  /** The fact vocabulary; undefined while site.yaml or a category file is broken. */
  facts: FactBook | undefined
  /** Where the catalogue's ratings were read (site.yaml's customerRatings.source); undefined when site.yaml is broken. */
  ratingsSource: string | undefined
  /**
   * What the vocabulary and the products were read from (site.yaml's and the category files'
   * values): a re-check keeps a review's findings while these and its product are the same objects.
   */
  readFrom: readonly unknown[]
}

const COMPUTED_FACTS = orList(Object.keys(COMPUTED_LABELS))

/**
 * One source of truth: a default never disagrees with the catalogue it only completes. (What each
 * section names, comparison rows and the hero's details, is its type's own check.)
 */
export function checkReviewFacts(source: YamlSource, review: ReviewPage, { products, facts: book }: FactSources, log: ProblemLog): void {
  const product = products.get(review.product)
  if (product && book) checkDefaults(source, review, product, book, log)
}

/** True when the reference names one fact of `keys`; otherwise reports what to write instead. */
export function checkFactRef(source: YamlSource, path: Path, ref: FactRef, keys: readonly string[], log: ProblemLog): boolean {
  if ((ref.spec === undefined) === (ref.computed === undefined)) {
    const what = ref.spec === undefined ? 'names no fact' : 'names two facts'
    log.add(problemAt(source, path, `${what}; write one of spec: <fact key> or computed: ${COMPUTED_FACTS}`))
    return false
  }
  if (ref.spec === undefined || keys.includes(ref.spec)) return true
  const hint = orList(closestNames(ref.spec, keys))
  log.add(problemAt(source, [...path, 'spec'], `unknown fact key "${ref.spec}"; use a fact the product's category declares, e.g. ${hint}`))
  return false
}

/** A default that the catalogue already answers differently would be a second, contradicting truth. */
function checkDefaults(source: YamlSource, review: ReviewPage, product: CatalogueProduct & { category: CategorySlug }, book: FactBook, log: ProblemLog): void {
  const defaults = review.defaults
  if (!defaults) return
  for (const [label, value] of Object.entries(defaults.specs ?? {})) {
    const defs = book.defs(product.category)
    const synonym = synonymFact(label, defs.map((candidate) => candidate.key))
    const def = defs.find((candidate) => candidate.label.toLowerCase() === label.trim().toLowerCase() || candidate.key === synonym)
    if (def) {
      const catalogueValue = book.display(product, def.key)
      const renamed = def.label.toLowerCase() !== label.trim().toLowerCase() ? `"${label}" is the fact "${def.label}" under another name; ` : ''
      const message = renamed + (catalogueValue
        ? `contradicts the catalogue: ${product.title} has ${label} "${catalogueValue}"; remove this default (the catalogue's typed fact "${def.key}" is shown)`
        : `${label} is the fact "${def.key}"; give it to ${product.title} in api/catalogue/ as a typed value instead of this default (value was "${value}")`)
      log.add(problemAt(source, ['defaults', 'specs', label], message))
    }
  }
  if (product.faqs?.length && defaults.faqs?.length) {
    log.add(problemAt(source, ['defaults', 'faqs'], `never shown: the catalogue has FAQs for ${product.title}; remove this default`))
  }
}
