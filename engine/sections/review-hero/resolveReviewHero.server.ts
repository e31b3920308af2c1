import type { ReviewProductModel } from '../contract/ReviewProductModel.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

export type ReviewHeroData = Pick<ReviewProductModel, 'title' | 'headline' | 'rating' | 'images' | 'description' | 'buyHref' | 'shop' | 'shopDisclosure' | 'checkoutNote' | 'facts' | 'factLabels' | 'editorial' | 'price' | 'priceClaims'>

export function resolveReviewHero(_section: unknown, context: ResolveContext): ReviewHeroData {
  const { title, headline, rating, images, description, buyHref, shop, shopDisclosure, checkoutNote, facts, factLabels, editorial, price, priceClaims } = reviewProduct(context, 'review-hero')
  return { title, headline, rating, images, description, buyHref, shop, shopDisclosure, checkoutNote, facts, factLabels, editorial, price, priceClaims }
}
