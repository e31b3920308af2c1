import type { SectionProps } from '../contract/SectionProps.ts'
import type { trustRow } from './trust-row.ts'
import { TrustIcon } from './TrustIcon.tsx'
import './TrustRow.css'

/** Three reassurance items (shipping, returns, warranty...) under the buy button. */
export function TrustRow({ section }: SectionProps<typeof trustRow>) {
  return (
    <section className="section trust-row" id={section.id} aria-label="Why buy with confidence">
      <ul className="trust-row__items">
        {section.items.map((item) => (
          <li key={item.title} className="trust-row__item">
            <TrustIcon name={item.icon} />
            <div>
              <strong className="trust-row__title">{item.title}</strong>
              <span className="trust-row__text">{item.text}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
