import { useId } from 'react'
import { factLabel, factValue } from '../../shop/productFacts.ts'
import type { SectionProps } from '../SectionProps.ts'
import './Comparison.css'

/**
 * This product against catalogue alternatives: one row per fact, this product's column first.
 * Every value was looked up from the catalogue on the server; the YAML names ids and spec keys only.
 */
export function Comparison({ section }: SectionProps<'comparison'>) {
  const { columns } = section.resolved
  const headingId = useId()
  return (
    <section className="section comparison" id={section.id}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.intro && <p className="section__intro">{section.intro}</p>}
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div className="comparison__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="comparison__table">
          <caption className="visually-hidden">{`${section.heading}: ${columns.map((column) => column.title).join(', ')}`}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column, i) => (
                <th key={i} scope="col" className={i === 0 ? 'comparison__this' : undefined}>
                  {column.href ? <a href={column.href}>{column.title}</a> : column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => {
              const label = factLabel(row, section.resolved.labels)
              return (
                <tr key={label}>
                  <th scope="row">
                    {label}
                    {row.note && <span className="comparison__note">{row.note}</span>}
                  </th>
                  {columns.map((column, i) => (
                    <td key={i} className={i === 0 ? 'comparison__this' : undefined}>
                      {factValue(column.facts, row)}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {section.summary && <p className="comparison__summary">{section.summary}</p>}
    </section>
  )
}
