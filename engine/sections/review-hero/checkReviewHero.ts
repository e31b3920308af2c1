import type { ReviewHeroSection } from '../../../schemas/types.gen.ts'
import { factKey, factValues } from '../../shop/productFacts.ts'
import type { SectionCheckContext } from '../SectionCheck.ts'

const STORE_FACTS: ReadonlySet<string> = new Set(['price', 'savings'])

/** Each detail of the hero names a fact the reviewed product has (a typed fact of its category or a computed one). */
export function checkReviewHero(section: ReviewHeroSection, { product, facts: book, report, factRef }: SectionCheckContext): void {
  if (!product || !book) return
  const facts = factValues(product, book)
  section.details.forEach((detail, d) => {
    // Price and savings come from the offers store when the page is shown, not from the content.
    if (!factRef(['details', d], detail) || facts[factKey(detail)] || (detail.computed && STORE_FACTS.has(detail.computed))) return
    const message = `${product.title} has no ${detail.spec ?? detail.computed}; add it to the product in api/catalogue/ or name a fact it has`
    report(['details', d, detail.spec !== undefined ? 'spec' : 'computed'], message)
  })
}
