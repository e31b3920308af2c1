import type { Criterion, RuleInput } from '../../schemas/types.gen.ts'
import type { FactBook, FactHolder } from '../facts/FactBook.ts'
import { comparable } from '../facts/compareFact.ts'
import { warrantyYears } from '../facts/warranty.ts'
import { formatPrice } from '../format/money.ts'

/** A point of a rule: [value, score]. */
type RulePoint = readonly [number, number]

/** What a derived sub-score read from one input, as the breakdown shows it. */
export type InputReading = {
  label: string
  /** The value as the page says it ("3 years", "$1,149.00", "300 lb"), or "no data". */
  value: string
  /** The input's score out of 10, one decimal; for an input the product lacks, the rule's missing score. */
  score: number
  weight: number
}

/** A product's sub-score by a rule, and what each input gave. */
type DerivedScore = { score: number; inputs: InputReading[] }

/** What a rule reads of a product: its facts, and its best current landed price (undefined without a current offer). */
export type RuleSubject = FactHolder & {
  landedPrice?: number | undefined
  /** That price as pages show it, with the day it was read ("$999.00 (price as of Nov 20, 2026)"). */
  priceShown?: string | undefined
}

/** The lowest score a rule input's published points give: what a product with real data can score at worst. */
export function worstPoint(input: RuleInput): number {
  const points = (input.curve ?? input.steps ?? []) as readonly RulePoint[]
  return points.length ? Math.min(...points.map(([, score]) => score)) : 0
}

/**
 * What an input scores for a product that lacks its value: the method's `missing`, which the check
 * holds at or under the worst point the input publishes, or that worst point when the method does
 * not say. Missing data never scores above weak data, so no product gains by its maker stating less.
 */
export function missingScore(input: RuleInput): number {
  return input.missing ?? worstPoint(input)
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** The score on a curve: straight lines between its points, held flat before the first and after the last. */
export function onCurve(points: readonly RulePoint[], value: number): number {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return 0
  if (value <= first[0]) return first[1]
  if (value >= last[0]) return last[1]
  for (let index = 1; index < points.length; index++) {
    const [x1, y1] = points[index - 1]!
    const [x2, y2] = points[index]!
    if (value <= x2) return x2 === x1 ? y2 : y1 + ((value - x1) * (y2 - y1)) / (x2 - x1)
  }
  return last[1]
}

/** The score of the last step the value reaches; 0 below the first. */
export function onSteps(steps: readonly RulePoint[], value: number): number {
  let score = 0
  for (const [atLeast, stepScore] of steps) if (value >= atLeast) score = stepScore
  return score
}

/** How pages name an input: its own label, else the fact's label (with the warranty part), else "Best price". */
export function inputLabel(input: RuleInput, facts: FactBook, category: FactHolder['category']): string {
  if (input.label) return input.label
  if (input.price) return 'Best price with shipping'
  const label = facts.def(category, input.fact ?? '')?.label ?? input.fact ?? ''
  return input.part ? `${capitalised(input.part)} ${label.toLowerCase()}` : label
}

/** The input's value as a number the rule reads, or undefined when the product has none. */
function inputValue(input: RuleInput, subject: RuleSubject, facts: FactBook): number | undefined {
  if (input.price) return subject.landedPrice
  const def = facts.def(subject.category, input.fact ?? '')
  if (!def) return undefined
  const value = facts.value(subject, def.key)
  if (def.kind === 'warranty') return warrantyYears(value, input.part ?? 'frame')
  const read = comparable(value, def)
  return typeof read === 'boolean' ? Number(read) : read
}

/** The value as the breakdown says it, in the unit the rule reads it in. */
export function valueText(input: RuleInput, value: number, facts: FactBook, category: FactHolder['category']): string {
  if (input.price) return formatPrice(value)
  const def = facts.def(category, input.fact ?? '')
  if (def?.kind === 'warranty') return value === Number.POSITIVE_INFINITY ? 'lifetime' : value === 0 ? 'none' : yearsText(value)
  if (def?.kind === 'yesno') return value ? 'yes' : 'no'
  if (def?.kind === 'money') return formatPrice(value)
  return def?.unit ? (def.unit === '%' ? `${value}%` : `${value} ${def.unit}`) : String(value)
}

function yearsText(years: number): string {
  if (years >= 1) return `${Math.round(years * 10) / 10} ${years === 1 ? 'year' : 'years'}`
  const months = Math.round(years * 12)
  return months >= 1 ? `${months} ${months === 1 ? 'month' : 'months'}` : `${Math.round(years * 365)} days`
}

/** A value read through the input's curve or steps. */
function scoreOn(input: RuleInput, value: number): number {
  if (input.curve) return onCurve(input.curve as RulePoint[], value)
  return onSteps((input.steps ?? []) as RulePoint[], value)
}

/**
 * A derived sub-score: each input's value through its curve or steps, or its missing score when the
 * product lacks the value, and the weighted mean of the inputs, one decimal.
 */
export function deriveScore(criterion: Criterion, subject: RuleSubject, facts: FactBook): DerivedScore {
  const inputs = (criterion.from ?? []).map((input): InputReading => {
    const label = inputLabel(input, facts, subject.category)
    const weight = input.weight ?? 1
    const value = inputValue(input, subject, facts)
    if (value !== undefined && !Number.isNaN(value)) {
      const shown = input.price && subject.priceShown ? subject.priceShown : valueText(input, value, facts, subject.category)
      return { label, value: shown, score: oneDecimal(scoreOn(input, value)), weight }
    }
    return { label, value: 'no data', score: missingScore(input), weight }
  })
  const weights = inputs.reduce((sum, input) => sum + input.weight, 0)
  const score = weights ? inputs.reduce((sum, input) => sum + input.weight * input.score, 0) / weights : 0
  return { score: oneDecimal(score), inputs }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
