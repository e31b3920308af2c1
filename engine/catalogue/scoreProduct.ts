import type { CatalogueProduct, Criterion, ScoringMethod } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { formatFact } from '../facts/formatFact.ts'
import { bandText } from './scaleLevels.ts'
import { deriveScore } from './scoreRules.ts'
import type { InputReading, RuleSubject } from './scoreRules.ts'

/**
 * A tester's record beside a judged sub-score: when, what was done, what was found, the level of
 * the published scale it was given (with that level's band), and what was measured, as pages show it.
 */
export type TestRecord = {
  date: string
  test: string
  observation: string
  level?: { name: string; band: string }
  measurement?: { label: string; value: string }
}

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
  /** How the sub-score was given: by the method's rule from facts or prices, by a tester, or from the customer rating. */
  how: 'derived' | 'judged' | 'computed'
  /** For a derived part: each input's value and score ("no data" for one the product lacks). */
  inputs?: InputReading[]
  /** For a judged part: the tester's record. */
  record?: TestRecord
}

/** The site's score of one product: the weighted mean of its sub-scores, and what it came from. */
export type ProductScore = {
  /** Out of 10, one decimal. */
  overall: number
  methodVersion: number
  parts: ScorePart[]
}

type RatedProduct = { scores?: CatalogueProduct['scores']; rating: { stars: number; count: number } }

/** What scoring reads beyond the product: the fact vocabulary, and the product's best current landed price. */
type ScoringContext = { facts: FactBook; subject: RuleSubject }

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

/**
 * A product's score by its category's method: each part derived by its rule, judged by a tester
 * (the catalogue's score beside its record) or computed from the customer rating. A judged score
 * left out counts 0 (the check reports it).
 */
export function scoreProduct(method: ScoringMethod, product: RatedProduct, categoryMeanStars: number, context: ScoringContext): ProductScore {
  const parts = method.criteria.map((criterion) => scorePart(criterion, method, product, categoryMeanStars, context))
  const weights = parts.reduce((sum, part) => sum + part.weight, 0) || 1
  const overall = oneDecimal(parts.reduce((sum, part) => sum + part.weight * part.score, 0) / weights)
  return { overall, methodVersion: method.version, parts }
}

function scorePart(criterion: Criterion, method: ScoringMethod, product: RatedProduct, categoryMeanStars: number, context: ScoringContext): ScorePart {
  const base = { key: criterion.key, label: criterion.label, weight: criterion.weight }
  if (criterion.computed) return { ...base, score: customerRatingScore(product.rating, categoryMeanStars, method.customerRatingPrior), computed: true, how: 'computed' }
  if (criterion.from) {
    const derived = deriveScore(criterion, context.subject, context.facts)
    return { ...base, score: derived.score, computed: false, how: 'derived', inputs: derived.inputs }
  }
  const typed = product.scores?.[criterion.key]
  const score = typeof typed === 'number' ? typed : (typed?.score ?? 0)
  const part: ScorePart = { ...base, score, computed: false, how: 'judged' }
  if (!isWritten(typed)) return part
  // Written out when first read (a page's score breakdown): ranking scores every product, and shows few records.
  return Object.defineProperty(part, 'record', {
    enumerable: true,
    configurable: true,
    get: () => Object.defineProperty(part, 'record', { value: testRecord(typed, criterion, context), enumerable: true }).record,
  })
}

type WrittenRecord = Exclude<NonNullable<CatalogueProduct['scores']>[string], number> & { date: string; test: string; observation: string }

/** A judged score with its tester's record: the date, the test and what was observed. */
const isWritten = (typed: NonNullable<CatalogueProduct['scores']>[string] | undefined): typed is WrittenRecord => typeof typed === 'object' && !!typed.date && !!typed.test && !!typed.observation

function testRecord(typed: WrittenRecord, criterion: Criterion, { facts, subject }: ScoringContext): TestRecord {
  const level = criterion.levels?.find((candidate) => candidate.name === typed.level)
  // The one measured fact, formatted alone: scoring reads every product, and formatting all its facts cost more than the score.
  const def = typed.measured === undefined ? undefined : facts.def(subject.category, typed.measured)
  const value = def && facts.measured(subject, def.key)
  const measured = def && value ? { label: def.label, value: formatFact(value, def, facts.system) } : undefined
  return {
    date: typed.date,
    test: typed.test,
    observation: typed.observation,
    ...(level ? { level: { name: level.name, band: bandText(level.band) } } : {}),
    ...(measured ? { measurement: { label: measured.label, value: measured.value } } : {}),
  }
}

/**
 * "Our ranking": highest score first; on a tie, the higher user-feedback (customer-rating)
 * sub-score, then more customer ratings, then the catalogue file's order.
 */
export function byRanking<T extends { ourScore: ProductScore; rating: { count: number } }>(a: T, b: T): number {
  const feedback = (product: T) => product.ourScore.parts.find((part) => part.computed)?.score ?? 0
  return b.ourScore.overall - a.ourScore.overall || feedback(b) - feedback(a) || b.rating.count - a.rating.count
}
