import type { ReviewPage } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { checkReviewFacts } from '../check/checkReviewFacts.server.ts'
import type { FactSources } from '../check/checkReviewFacts.server.ts'
import { checkSections } from '../check/checkSections.server.ts'
import { productIds as productIdsIn } from '../sections/productIds.ts'
import { didYouMean } from '../content/closestMatches.ts'
import { closestNames, orList } from '../content/closestNames.ts'
import { loadDocument, namedFilesIn } from '../content/loadDocument.server.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { imageNameProblem } from '../check/productImages.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import { REVIEWS_DIR } from '../content/contentLayout.ts'
import type { LoadedReview } from '../content/contentLayout.ts'

/** Every review document; its slug is its file name, so two reviews can never share a URL. */
export function loadReviews(contentDir: string, log: ProblemLog): LoadedReview[] {
  const reviews: LoadedReview[] = []
  for (const { file, name } of namedFilesIn(contentDir, REVIEWS_DIR, log, 'is not a valid slug', 'acme-x200.yaml')) {
    const doc = loadDocument<ReviewPage>(contentDir, file, DOCUMENT_KINDS.review, log)
    if (doc) reviews.push({ ...doc, slug: name })
  }
  return reviews
}

/**
 * Each section's own rules (its type's check) on every review; with `facts` (undefined while the
 * catalogue has problems of its own) also the checks against the catalogue below.
 */
export function checkReviews(reviews: readonly LoadedReview[], facts: FactSources | undefined, log: ProblemLog): void {
  for (const { source, value } of reviews) {
    const read = facts ? [facts.products.get(value.product), facts.ratingsSource, ...facts.readFrom] : []
    log.addKept('sections', value, read, (own) => checkSections(source, value.sections, { review: value, facts }, own))
  }
  if (facts) checkReviewProducts(reviews, facts, log)
}

/**
 * Each review names a catalogue product, no product has two reviews, every product a section
 * lists exists (checkReviewReferences), and its defaults agree with the catalogue (checkReviewFacts).
 */
function checkReviewProducts(reviews: readonly LoadedReview[], sources: FactSources, log: ProblemLog): void {
  const productIds = new Set(sources.products.keys())
  checkReviewReferences(reviews, productIds, log)
  for (const { source, value } of reviews) {
    log.addKept('defaults', value, [sources.products.get(value.product), ...sources.readFrom], (own) => checkReviewFacts(source, value, sources, own))
  }
  const reviewed = new Map<string, string>()
  for (const { source, value } of reviews) {
    if (!productIds.has(value.product)) {
      log.add(problemAt(source, ['product'], unknownProduct(value.product, productIds)))
      continue
    }
    value.defaults?.images?.forEach((image, index) => {
      const problem = imageNameProblem(image, value.product)
      if (problem) log.add(problemAt(source, ['defaults', 'images', index], problem))
    })
    const first = reviewed.get(value.product)
    if (first) log.add(problemAt(source, ['product'], `product "${value.product}" already has a review: ${first}`))
    else reviewed.set(value.product, source.file)
  }
}

/**
 * Every catalogue id a section lists (under the keys its type's definition names as productFields)
 * is another product of the catalogue.
 */
function checkReviewReferences(reviews: readonly LoadedReview[], productIds: ReadonlySet<string>, log: ProblemLog): void {
  for (const { source, value } of reviews) {
    value.sections.forEach((section, index) => {
      for (const { field, index: i, id } of productIdsIn(section)) {
        const path = ['sections', index, field, i]
        if (id === value.product) log.add(problemAt(source, path, `"${id}" is this review's own product; list other products`))
        else if (!productIds.has(id)) log.add(problemAt(source, path, unknownListedProduct(id, productIds, value.product)))
      }
    })
  }
}

/** A listed id the catalogue lacks, with the closest ids of other products. */
function unknownListedProduct(id: string, productIds: ReadonlySet<string>, own: string): string {
  const hint = orList(closestNames(id, [...productIds].filter((known) => known !== own)))
  return `unknown product "${id}"; use a catalogue id from api/catalogue/*.yaml, e.g. ${hint}`
}

function unknownProduct(id: string, productIds: ReadonlySet<string>): string {
  const candidates = [...productIds]
  return `unknown product "${id}"${didYouMean(id, candidates)}; use the id of a product in api/catalogue/*.yaml`
}
