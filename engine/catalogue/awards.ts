import type { Award, CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook, FactHolder } from '../facts/FactBook.ts'
import { isUnder, parseFactLimit } from '../facts/factLimit.ts'
import { formatMoney } from '../format/money.ts'

/** An award as given: its label, its rule in words, and the product it went to (none when the rule selects nothing). */
export type GivenAward = { label: string; rule: string; winnerId?: string }

/** The currency a price award's amount is written in: the offers' landed prices are in dollars. */
const PRICE_CURRENCY = 'USD'

/** A price award's bound, "1000 USD": the amount, or a problem saying what to write. */
function priceLimit(under: string | undefined): { below: number } | { problem: string } {
  const match = /^(\d+(?:\.\d+)?)\s*(\S+)$/.exec((under ?? '').trim())
  if (!match || match[2] !== PRICE_CURRENCY) return { problem: `"${under ?? ''}" is not an amount in ${PRICE_CURRENCY}; write the bound on the best current price with shipping, e.g. "1000 ${PRICE_CURRENCY}"` }
  return { below: Number(match[1]) }
}

/** What a rule asks of a product beyond its score ("a best current price with shipping under $1,000"), when it asks anything. */
export function awardCondition(award: Award, facts: FactBook, category: CategorySlug): string | undefined {
  if (award.rule !== 'highest-score-under') return undefined
  if (award.price) {
    const limit = priceLimit(award.under)
    return 'problem' in limit ? undefined : `a best current price with shipping under ${formatMoney(limit.below, PRICE_CURRENCY, { wholeWithoutCents: true })}`
  }
  const def = facts.def(category, award.fact ?? '')
  const limit = def && parseFactLimit(award.under ?? '', def)
  return limit && !('problem' in limit) ? limit.text : undefined
}

/** What an award's rule reads of a product: its id, facts and best current landed price (none without a current offer); the list it is given is in ranked order. */
type AwardCandidate = FactHolder & { id: string; landedPrice?: number | undefined }

/**
 * Gives a category's awards over its products in ranked order ("Our ranking", ties already
 * settled): each goes to the first product its rule admits. One product may win several.
 * A rule the fact vocabulary cannot apply admits nothing; the check reports why. A price award is
 * given again at every snapshot of the offers, as the ranking is.
 */
export function giveAwards(awards: readonly Award[], ranked: readonly AwardCandidate[], facts: FactBook, category: CategorySlug): GivenAward[] {
  return awards.map((award) => {
    const admits = awardFilter(award, facts, category)
    const winner = admits && ranked.find(admits)
    return { label: award.label, rule: admits ? ruleText(award, facts, category) : award.rule, ...(winner ? { winnerId: winner.id } : {}) }
  })
}

/** Which products the rule lets compete, or a problem when the rule cannot be applied to this category. */
export function awardProblem(award: Award, facts: FactBook, category: CategorySlug): string | undefined {
  const extra = award.fact !== undefined || award.under !== undefined || award.price !== undefined
  if (award.rule === 'highest-score') return extra ? 'highest-score takes no fact, price or amount; remove them, or use highest-score-under' : undefined
  if (award.price !== undefined) {
    if (award.fact !== undefined) return 'a rule reads a price or a fact, not both; remove one'
    const limit = priceLimit(award.under)
    return 'problem' in limit ? limit.problem : undefined
  }
  if (award.fact === undefined || award.under === undefined) return `highest-score-under needs what it reads and the amount the product must be under, e.g. price: best-landed and under: 1000 ${PRICE_CURRENCY}, or fact: maxUserWeight and under: 300 lb`
  const def = facts.def(category, award.fact)
  if (!def) return `"${award.fact}" is not a fact of this category; list it under facts, or name one that is`
  if (def.kind === 'money') return `"${award.fact}" is a price the maker states, not what shoppers pay: many products sell above or below it. Write price: best-landed (the best current price with shipping, as price value reads it) instead of fact: ${award.fact}`
  const limit = parseFactLimit(award.under, def)
  return 'problem' in limit ? limit.problem : undefined
}

function awardFilter(award: Award, facts: FactBook, category: CategorySlug): ((product: AwardCandidate) => boolean) | undefined {
  if (award.rule === 'highest-score') return () => true
  if (awardProblem(award, facts, category)) return undefined
  if (award.price) {
    const limit = priceLimit(award.under)
    return 'problem' in limit ? undefined : (product) => product.landedPrice !== undefined && product.landedPrice < limit.below
  }
  const def = facts.def(category, award.fact ?? '')
  const limit = def && parseFactLimit(award.under ?? '', def)
  if (!def || !limit || 'problem' in limit) return undefined
  return (product) => isUnder(facts.value(product, def.key), def, limit)
}

/** The rule as /how-we-rank and the category's intro state it. */
function ruleText(award: Award, facts: FactBook, category: CategorySlug): string {
  const condition = awardCondition(award, facts, category)
  return condition ? `The highest score among products with ${condition}.` : 'The highest score in the category.'
}
