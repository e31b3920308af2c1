import type { SectionProps } from '../contract/SectionProps.ts'
import type { featureList } from './feature-list.ts'
import './FeatureList.css'

/** Titled points: key features, who it is best for, what to consider before buying. */
export function FeatureList({ section }: SectionProps<typeof featureList>) {
  return (
    <section className="section feature-list" id={section.id}>
      <h2>{section.heading}</h2>
      {section.intro && <p className="section__intro">{section.intro}</p>}
      <ul className="feature-list__items">
        {section.items.map((item) => (
          <li key={item.title} className="feature-list__item">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
