import { ComparisonTable } from '../../comparison/ComparisonTable.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { comparison } from './comparison.ts'
import './Comparison.css'

/**
 * This product against catalogue alternatives: one row per fact, this product's column first.
 * Every value was looked up from the catalogue on the server; the YAML names ids and spec keys only.
 */
export function Comparison({ section }: SectionProps<typeof comparison>) {
  const { comparison } = section.resolved
  const caption = `${section.heading}: ${comparison.products.map((product) => product.title).join(', ')}`
  return (
    <section className="section comparison" id={section.id}>
      <h2>{section.heading}</h2>
      {section.intro && <p className="section__intro">{section.intro}</p>}
      <ComparisonTable model={comparison} caption={caption} highlight={comparison.products[0]?.id} />
      {section.summary && <p className="comparison__summary">{section.summary}</p>}
    </section>
  )
}
