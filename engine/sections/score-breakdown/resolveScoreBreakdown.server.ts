import { customerRatingText } from '../../shop/rating.ts'
import { reviewProduct } from '../contract/ResolveContext.ts'
import type { ReviewProductModel } from '../contract/ReviewProductModel.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

import type { TestRecord } from '../../catalogue/scoreProduct.ts'
import type { InputReading } from '../../catalogue/scoreRules.ts'

/**
 * One criterion's bar, and how its sub-score was given: for a derived part the rule's inputs with
 * the product's values ("no data" for one it lacks); for a judged part the tester's record.
 */
export type ScoreBar = { key: string; label: string; weight: number; score: number; reason: string; inputs?: InputReading[]; record?: TestRecord }

export type ScoreBreakdownModel = {
  score: number
  methodVersion: number
  /** The category's method on How we rank. */
  methodHref: string
  bars: ScoreBar[]
}

/**
 * The reviewed product's score and its parts. The customer-rating part says the figures it was
 * computed from; a derived part, the rule's inputs; a judged part, the test record and the
 * review's reason.
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
      reason: reasonOf(part, rating),
      ...(part.inputs ? { inputs: part.inputs } : {}),
      ...(part.record ? { record: part.record } : {}),
    })),
  }
}

function reasonOf(part: ReviewProductModel['editorial']['breakdown'][number], rating: ReviewProductModel['rating']): string {
  if (part.how === 'computed') return `Computed from the customer rating, ${customerRatingText(rating)}, pulled toward the category's average when there are few.`
  if (part.how === 'derived') return 'Worked out by the published rule from:'
  return part.reason ?? ''
}
