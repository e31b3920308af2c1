import type { SectionProps } from '../SectionProps.ts'

export function Prose({ section }: SectionProps<'prose'>) {
  return (
    <section className="section prose" id={section.id}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </section>
  )
}
