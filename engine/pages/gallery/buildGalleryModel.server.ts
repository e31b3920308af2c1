import { stringify } from 'yaml'
import type { InfoSection, ReviewPage, ReviewSection } from '../../../schemas/types.gen.ts'
import type { Content } from '../../load/Content.ts'
import { schemaValidator } from '../../content/schemaValidator.server.ts'
import { sectionTypes } from '../../sections/all.ts'
import type { SectionDefinition } from '../../sections/contract/defineSection.ts'
import { productIds } from '../../sections/productIds.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'
import { buildReviewModel } from '../review/buildReviewModel.ts'
import type { GalleryEntry, GalleryPageModel } from './GalleryPageModel.ts'
import { withKnownProducts } from './withKnownProducts.ts'

/** One schema example, loaded as the loader loads a page's section (defaults filled in). */
type Example = { definition: SectionDefinition; variant: number; raw: unknown; yaml: string } & ({ page: 'review'; section: ReviewSection } | { page: 'info'; section: InfoSection })

/**
 * The section gallery: every example of every section type's schema, through the real
 * engine. Sections that only review pages hold are built as one review page of a real catalogue
 * product (so resolvers, related products and comparisons read real data); the others as an
 * information page builds them.
 */
export function buildGalleryModel(content: Content): GalleryPageModel {
  const written = sectionTypes.flatMap((definition) => (definition.schema.examples ?? []).map((example, i) => loadExample(definition, example, i + 1)))
  const review = galleryReview(content, written)
  const product = content.catalogue.byId(review.product)
  if (!product) throw new Error(`the gallery's review names "${review.product}", which the loader should have rejected`)
  const examples = written.map((e) => {
    const known = withKnownProducts(e.raw, content.catalogue, product)
    return known === e.raw ? e : loadExample(e.definition, known, e.variant)
  })
  const reviewExamples = examples.filter((e): e is Example & { page: 'review' } => e.page === 'review')
  const infoExamples = examples.filter((e): e is Example & { page: 'info' } => e.page === 'info')
  const reviewModel = buildReviewModel({ ...review, sections: reviewExamples.map((e) => e.section) }, product, content.site, content.catalogue, content.retailers)
  const infoSections = resolveSections(
    infoExamples.map((e) => e.section),
    { catalogue: content.catalogue, site: content.site },
  )
  const resolved = new Map<Example, GalleryEntry['section']>([
    ...reviewExamples.map((e, i) => [e, reviewModel.sections[i]!] as const),
    ...infoExamples.map((e, i) => [e, infoSections[i]!] as const),
  ])
  return {
    kind: 'gallery',
    head: {
      title: `Section gallery | ${content.site.name}`,
      description: 'Every section type an editor can use, each variant drawn from its schema examples beside its YAML.',
      keywords: '',
      noindex: true,
    },
    entries: examples.map((e) => ({
      type: e.definition.type,
      variant: e.variant,
      variants: e.definition.schema.examples?.length ?? 0,
      description: e.definition.schema.description ?? '',
      yaml: e.yaml,
      section: resolved.get(e)!,
    })),
    product: reviewModel.product,
    ...(reviewModel.related ? { related: reviewModel.related } : {}),
  }
}

/**
 * Validates an example as a section of the first page kind its type may be on, filling in
 * defaults: sections a review page may hold are drawn on the gallery's review.
 */
function loadExample(definition: SectionDefinition, example: unknown, variant: number): Example {
  const yaml = stringify([example])
  const section = structuredClone(example)
  const onReview = definition.pages.includes('review')
  const errors = schemaValidator().validateAgainst(onReview ? 'review-section.schema.json' : 'info-section.schema.json', section)
  if (errors.length) throw new Error(`example ${variant} of section type ${definition.type} is no valid section: ${JSON.stringify(errors)}`)
  const base = { definition, variant, raw: example, yaml }
  return onReview ? { ...base, page: 'review', section: section as ReviewSection } : { ...base, page: 'info', section: section as InfoSection }
}

/**
 * The review whose product the review-only sections draw. The examples compare it with the
 * products they name, so it is a product of the category those mostly belong to (its facts then
 * fill the examples' rows), that no example names (a comparison never sets a product beside
 * itself) and that has more than two images (the gallery section shows); the first such review
 * in file order, else the first that fits best.
 */
function galleryReview(content: Content, examples: Example[]): ReviewPage {
  const named = new Set(examples.flatMap((e) => productIds(e.section).map((reference) => reference.id)))
  const category = mostCommon([...named].flatMap((id) => content.catalogue.byId(id)?.category ?? []))
  const score = (review: ReviewPage) => {
    const product = content.catalogue.byId(review.product)
    if (!product) return -1
    return (product.category === category ? 4 : 0) + (named.has(product.id) ? 0 : 2) + ((product.sub_images?.length ?? 0) > 2 ? 1 : 0)
  }
  let best: ReviewPage | undefined
  for (const review of content.reviews.values()) if (!best || score(review) > score(best)) best = review
  if (!best) throw new Error('the section gallery needs at least one review to draw review sections from')
  return best
}

function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}
