import type { SectionProps } from '../contract/SectionProps.ts'
import type { heroBanner } from './hero-banner.ts'
import './HeroBanner.css'

export function HeroBanner({ section }: SectionProps<typeof heroBanner>) {
  return (
    <section className="hero-banner" id={section.id}>
      <h1>{section.heading}</h1>
      <p className="hero-banner__lead">{section.lead}</p>
      {section.links && section.links.length > 0 && (
        <p className="hero-banner__links">
          {section.links.map((link) => (
            <a key={link.href} href={link.href} className="button">
              {link.label}
            </a>
          ))}
        </p>
      )}
    </section>
  )
}
