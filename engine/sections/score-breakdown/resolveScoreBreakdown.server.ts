import { customerRatingText } from '../../shop/rating.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type ScoreBar = { key: string; label: string; weight: number; score: number; reason: string }

export type ScoreBreakdownModel = {
  score: number
  methodVersion: number
  /** The category's method on How we rank. */
  methodHref: string
  bars: ScoreBar[]
}

/**
 * The reviewed product's score and its parts. The customer-rating part says the figures it was
 * computed from; a typed part carries the review's reason.
 */
export function resolveScoreBreakdown(_section: unknown, context: ResolveContext): ScoreBreakdownModel {
  const product = reviewProduct(context, 'score-breakdown')
  const { editorial, rating } = product
  return {
    score: editorial.score,
    methodVersion: editorial.methodVersion,
    methodHref: editorial.methodHref,
    bars: editorial.breakdown.map((part) => ({
      key: part.key,
      label: part.label,
      weight: part.weight,
      score: part.score,
      reason: part.computed
        ? `Computed from the customer rating, ${customerRatingText(rating)}, pulled toward the category's average when there are few.`
        : (part.reason ?? ''),
    })),
  }
}
