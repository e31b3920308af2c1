import type { SectionProps } from '../contract/SectionProps.ts'
import type { prosCons } from './pros-cons.ts'
import './ProsCons.css'

/** What is good and what is not, side by side on wide screens. */
export function ProsCons({ section }: SectionProps<typeof prosCons>) {
  return (
    <section className="section pros-cons" id={section.id}>
      <h2>{section.heading}</h2>
      <div className="pros-cons__columns">
        <PointList title="Pros" points={section.pros} kind="pro" />
        <PointList title="Cons" points={section.cons} kind="con" />
      </div>
    </section>
  )
}

function PointList({ title, points, kind }: { title: string; points: readonly string[]; kind: 'pro' | 'con' }) {
  return (
    <div className={`pros-cons__list pros-cons__list--${kind}`}>
      <h3>{title}</h3>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  )
}
