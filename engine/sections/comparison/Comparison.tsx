import { useId } from 'react'
import { usePageData } from '../PageDataContext.tsx'
import type { SectionProps } from '../SectionProps.ts'
import './Comparison.css'

/**
 * This product against named alternatives: one row per feature, this product's column first. The
 * loader checks that every row has one value per column.
 */
export function Comparison({ section }: SectionProps<'comparison'>) {
  const { title } = usePageData('product', 'comparison')
  const columns = [title, ...section.alternatives]
  const headingId = useId()
  return (
    <section className="section comparison" id={section.id}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.intro && <p className="section__intro">{section.intro}</p>}
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div className="comparison__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="comparison__table">
          <caption className="visually-hidden">{`${section.heading}: ${columns.join(', ')}`}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column, i) => (
                <th key={i} scope="col" className={i === 0 ? 'comparison__this' : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((value, i) => (
                  <td key={i} className={i === 0 ? 'comparison__this' : undefined}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.summary && <p className="comparison__summary">{section.summary}</p>}
    </section>
  )
}
