import type { SectionProps } from '../contract/SectionProps.ts'
import type { priceRules } from './price-rules.ts'

/**
 * How the site judges prices, stated from the rules the pages apply: the "was" price beside a
 * price and the Deal badge, whose numbers come from site.yaml, so the words never drift from them.
 */
export function PriceRules({ section }: SectionProps<typeof priceRules>) {
  const { was, deal } = section.resolved
  return (
    <section className="section prose price-rules" id={section.id}>
      <h2>{section.heading ?? 'How we judge prices'}</h2>
      <p>{was}</p>
      <p>{deal ?? 'We mark no product as a deal.'}</p>
    </section>
  )
}
