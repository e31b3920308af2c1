import { dealRuleText, WAS_RULE_TEXT } from '../../shop/priceRules.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

export type PriceRulesData = {
  /** How a "was" price is chosen, in words. */
  was: string
  /** The deal badge's rule in words, from site.yaml's `deals`; undefined when it sets none. */
  deal?: string | undefined
}

export function resolvePriceRules(_section: unknown, context: ResolveContext): PriceRulesData {
  return { was: WAS_RULE_TEXT, deal: context.site.deals && dealRuleText(context.site.deals) }
}
