import type { SectionProps } from '../contract/SectionProps.ts'
import type { faq } from './faq.ts'
import './Faq.css'

type Item = { q: string; a: string }

export function Faq({ section }: SectionProps<typeof faq>) {
  const { items } = section.resolved
  if (!items.length) return null
  return (
    <section className="section faq" id={section.id}>
      <h2>{section.heading}</h2>
      <div className="faq__list">
        {items.map((item, i) => (
          <FaqItem key={i} item={item} />
        ))}
      </div>
    </section>
  )
}

/** Native <details>: starts collapsed, opens by mouse or keyboard, needs no script. */
function FaqItem({ item }: { item: Item }) {
  return (
    <details className="faq__item">
      <summary className="faq__question">
        <span>{item.q}</span>
        <span className="faq__icon" aria-hidden="true" />
      </summary>
      <div className="faq__answer">
        <p>{item.a}</p>
      </div>
    </details>
  )
}
