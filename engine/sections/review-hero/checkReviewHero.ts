import type { ReviewHeroSection } from '../../../schemas/types.gen.ts'
import { hasFact } from '../../shop/productFacts.ts'
import type { SectionCheckContext } from '../SectionCheck.ts'

/** Each detail of the hero names a fact the reviewed product has (a typed fact of its category or a computed one). */
export function checkReviewHero(section: ReviewHeroSection, { product, facts: book, report, factRef }: SectionCheckContext): void {
  if (!product || !book) return
  section.details.forEach((detail, d) => {
    if (!factRef(['details', d], detail) || hasFact(product, book, detail)) return
    const message = `${product.title} has no ${detail.spec ?? detail.computed}; add it to the product in api/catalogue/ or name a fact it has`
    report(['details', d, detail.spec !== undefined ? 'spec' : 'computed'], message)
  })
}
