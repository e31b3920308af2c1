import type { ReviewHeroSection } from '../../../schemas/types.gen.ts'
import { hasFact } from '../../shop/productFacts.ts'
import type { SectionCheckContext } from '../contract/SectionCheck.ts'

/** A badge that claims an award or a rank: awards come from the category's rules, never typed onto a product. */
const AWARD_CLAIM = /^(best|top|most|#\s*1|number one|editor'?s'? (choice|pick))\b/i
/** Price and savings come from the offers store when the page is shown, not from the content. */
const STORE_FACTS: ReadonlySet<string> = new Set(['price', 'savings'])

/** Each detail of the hero names a fact the reviewed product has (a typed fact of its category or a computed one). */
export function checkReviewHero(section: ReviewHeroSection, { product, facts: book, report, factRef }: SectionCheckContext): void {
  section.badges.forEach((badge, b) => {
    if (AWARD_CLAIM.test(badge.trim())) report(['badges', b], `"${badge}" claims an award or a rank; awards are computed from the awards rules in the category's file, so name a feature here instead`)
  })
  if (!product || !book) return
  section.details.forEach((detail, d) => {
    if (!factRef(['details', d], detail) || (detail.computed && STORE_FACTS.has(detail.computed)) || hasFact(product, book, detail, undefined)) return
    const message = `${product.title} has no ${detail.spec ?? detail.computed}; add it to the product in api/catalogue/ or name a fact it has`
    report(['details', d, detail.spec !== undefined ? 'spec' : 'computed'], message)
  })
}
