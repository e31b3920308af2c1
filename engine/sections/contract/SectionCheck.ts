import type { CatalogueProduct, CategorySlug, ReviewPage } from '../../../schemas/types.gen.ts'
import type { FactBook } from '../../facts/FactBook.ts'
import type { FactRef } from '../../shop/productFacts.ts'

/** A path inside one section, as keys and list indexes under it (`['entries', 0, 'rating']`). */
export type SectionPath = readonly (string | number)[]

/**
 * What a section type's own content rule (its definition's `check`) may read and how it reports:
 * the rules inside a review that JSON Schema cannot say, kept beside the type they concern.
 */
export type SectionCheckContext = {
  /** The review that holds the section; undefined on the home page and information pages. */
  review: ReviewPage | undefined
  /**
   * The reviewed product as the catalogue has it; undefined off review pages, and while the
   * catalogue has problems of its own or lacks the product (reported elsewhere), so rules about its
   * facts wait until then.
   */
  product: (CatalogueProduct & { category: CategorySlug }) | undefined
  /** The fact vocabulary of every category; undefined whenever `product` is. */
  facts: FactBook | undefined
  /** Where the catalogue's ratings were read (site.yaml's customerRatings.source); undefined when site.yaml is broken. */
  ratingsSource: string | undefined
  /** Reports a problem at a path inside the section. */
  report: (path: SectionPath, message: string) => void
  /** True when the reference names exactly one fact the product's category declares; otherwise reports what to write instead. */
  factRef: (path: SectionPath, ref: FactRef) => boolean
}
