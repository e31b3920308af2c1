import type { ScoringMethod } from '../../schemas/types.gen.ts'

/** One criterion's part of a product's score, as the breakdown shows it. */
export type ScorePart = {
  key: string
  label: string
  /** Percent of the score. */
  weight: number
  /** Out of 10, one decimal. */
  score: number
  /** True when the sub-score comes from the customer rating rather than from the catalogue entry. */
  computed: boolean
}

/** The site's score of one product: the weighted mean of its sub-scores, and what it came from. */
export type ProductScore = {
  /** Out of 10, one decimal. */
  overall: number
  methodVersion: number
  parts: ScorePart[]
}

export type RatedProduct = { scores?: Readonly<Record<string, number>>; rating: { stars: number; count: number } }

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * The user-feedback sub-score: the customer rating out of 5 as a Bayesian average toward the
 * category's mean rating C with a prior of m ratings, doubled to the 0-10 scale. A product with
 * few ratings sits near the category mean; one with many sits near its own rating.
 */
export function customerRatingScore(rating: RatedProduct['rating'], categoryMeanStars: number, priorCount: number): number {
  const stars = (categoryMeanStars * priorCount + rating.stars * rating.count) / (priorCount + rating.count || 1)
  return oneDecimal(stars * 2)
}

/** The category's mean customer rating (C in the user-feedback rule): the plain mean of its products' stars. */
export function meanStars(products: readonly RatedProduct[]): number {
  return products.length ? products.reduce((sum, product) => sum + product.rating.stars, 0) / products.length : 0
}

/** A product's score by its category's method. A missing sub-score counts 0 (the check reports it). */
export function scoreProduct(method: ScoringMethod, product: RatedProduct, categoryMeanStars: number): ProductScore {
  const parts = method.criteria.map((criterion): ScorePart => ({
    key: criterion.key,
    label: criterion.label,
    weight: criterion.weight,
    score: criterion.computed ? customerRatingScore(product.rating, categoryMeanStars, method.customerRatingPrior) : (product.scores?.[criterion.key] ?? 0),
    computed: Boolean(criterion.computed),
  }))
  const weights = parts.reduce((sum, part) => sum + part.weight, 0) || 1
  const overall = oneDecimal(parts.reduce((sum, part) => sum + part.weight * part.score, 0) / weights)
  return { overall, methodVersion: method.version, parts }
}

/**
 * "Our ranking": highest score first; on a tie, the higher user-feedback (customer-rating)
 * sub-score, then more customer ratings, then the catalogue file's order.
 */
export function byRanking<T extends { ourScore: ProductScore; rating: { count: number } }>(a: T, b: T): number {
  const feedback = (product: T) => product.ourScore.parts.find((part) => part.computed)?.score ?? 0
  return b.ourScore.overall - a.ourScore.overall || feedback(b) - feedback(a) || b.rating.count - a.rating.count
}
