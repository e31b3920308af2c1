import { useId, useState } from 'react'
import type { SectionProps } from '../SectionProps.ts'
import './Faq.css'

type Item = { q: string; a: string }

export function Faq({ section }: SectionProps<'faq'>) {
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

/** Starts collapsed; the question is a real button that says whether its answer is open. */
function FaqItem({ item }: { item: Item }) {
  const [open, setOpen] = useState(false)
  const answerId = useId()
  return (
    <div className={`faq__item${open ? ' faq__item--open' : ''}`}>
      <h3 className="faq__question">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          <span>{item.q}</span>
          <span className="faq__icon" aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={answerId} className="faq__answer" hidden={!open}>
        <p>{item.a}</p>
      </div>
    </div>
  )
}
