import type { ReviewHeroSection } from '../../../schemas/types.gen.ts'
import { factKey, factValues } from '../../shop/productFacts.ts'
import { reviewSpecs } from '../../shop/reviewSpecs.ts'
import type { SectionCheckContext } from '../SectionCheck.ts'

/** Each detail of the hero names a fact the reviewed product has (catalogue first, the review's defaults after). */
export function checkReviewHero(section: ReviewHeroSection, { review, product, report, factRef }: SectionCheckContext): void {
  if (!product) return
  const facts = factValues({ ...product, specs: reviewSpecs(product.specs, review?.defaults?.specs) })
  section.details.forEach((detail, d) => {
    if (!factRef(['details', d], detail) || facts[factKey(detail)]) return
    const message = `${product.title} has no ${detail.spec ?? detail.computed}; add it to the product in api/catalogue/ or name a fact it has`
    report(['details', d, detail.spec !== undefined ? 'spec' : 'computed'], message)
  })
}
