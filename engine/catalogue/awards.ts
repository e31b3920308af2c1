import type { Award, CategorySlug } from '../../schemas/types.gen.ts'
import type { FactBook, FactHolder } from '../facts/FactBook.ts'
import { isUnder, parseFactLimit } from '../facts/factLimit.ts'

/** An award as given: its label, its rule in words, and the product it went to (none when the rule selects nothing). */
export type GivenAward = { label: string; rule: string; winnerId?: string }

/** What a rule asks of a product beyond its score ("a list price under $700"), when it asks anything. */
export function awardCondition(award: Award, facts: FactBook, category: CategorySlug): string | undefined {
  const def = award.rule === 'highest-score-under' ? facts.def(category, award.fact ?? '') : undefined
  const limit = def && parseFactLimit(award.under ?? '', def)
  return limit && !('problem' in limit) ? limit.text : undefined
}

/** What an award's rule reads of a product: its id and facts; the list it is given is in ranked order. */
export type AwardCandidate = FactHolder & { id: string }

/**
 * Gives a category's awards over its products in ranked order ("Our ranking", ties already
 * settled): each goes to the first product its rule admits. One product may win several.
 * A rule the fact vocabulary cannot apply admits nothing; the check reports why.
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
  if (award.rule === 'highest-score') return award.fact !== undefined || award.under !== undefined ? 'highest-score takes no fact or amount; remove them, or use highest-score-under' : undefined
  if (award.fact === undefined || award.under === undefined) return 'highest-score-under needs the fact it reads and the amount the product must be under, e.g. fact: listPrice and under: 700 USD'
  const def = facts.def(category, award.fact)
  if (!def) return `"${award.fact}" is not a fact of this category; list it under facts, or name one that is`
  const limit = parseFactLimit(award.under ?? '', def)
  return 'problem' in limit ? limit.problem : undefined
}

function awardFilter(award: Award, facts: FactBook, category: CategorySlug): ((product: AwardCandidate) => boolean) | undefined {
  if (award.rule === 'highest-score') return () => true
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
