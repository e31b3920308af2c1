import type { ReviewProductModel } from '../ReviewProductModel.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type ReviewHeroData = Pick<ReviewProductModel, 'title' | 'headline' | 'rating' | 'images' | 'description' | 'buyHref' | 'shop' | 'shopDisclosure' | 'checkoutNote' | 'facts' | 'factLabels' | 'editorial' | 'price' | 'priceClaims'>

export function resolveReviewHero(_section: unknown, context: ResolveContext): ReviewHeroData {
  const { title, headline, rating, images, description, buyHref, shop, shopDisclosure, checkoutNote, facts, factLabels, editorial, price, priceClaims } = reviewProduct(context, 'review-hero')
  return { title, headline, rating, images, description, buyHref, shop, shopDisclosure, checkoutNote, facts, factLabels, editorial, price, priceClaims }
}
