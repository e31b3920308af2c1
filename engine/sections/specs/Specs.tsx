import type { SectionProps } from '../contract/SectionProps.ts'
import type { specs } from './specs.ts'

export function Specs({ section }: SectionProps<typeof specs>) {
  const specs = section.resolved.rows
  if (!specs.length) return null
  return (
    <section className="section specs" id={section.id}>
      <h2>{section.heading}</h2>
      <dl className="specs__list">
        {specs.map(({ label, value, measured, claim }) => (
          <div key={label} className="specs__row">
            <dt>{label}</dt>
            <dd>
              {value}
              {measured && (
                <>
                  {' '}
                  <span className="specs__measured">Measured</span>
                </>
              )}
              {claim && (
                <>
                  {' '}
                  <span className="specs__claim">{`Maker's claim: ${claim}`}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
