import type { SectionProps } from '../contract/SectionProps.ts'
import type { prose } from './prose.ts'

export function Prose({ section }: SectionProps<typeof prose>) {
  return (
    <section className="section prose" id={section.id}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </section>
  )
}
