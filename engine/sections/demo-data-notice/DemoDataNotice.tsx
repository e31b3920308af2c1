import type { SectionProps } from '../contract/SectionProps.ts'
import type { demoDataNotice } from './demo-data-notice.ts'
import './DemoDataNotice.css'

/** The footer's demo-data line, where a page's text says what the site is (the about page). */
export function DemoDataNotice({ section }: SectionProps<typeof demoDataNotice>) {
  const { notice } = section.resolved
  if (!notice) return null
  return (
    <section className="section demo-data-notice" id={section.id}>
      <p>{notice}</p>
    </section>
  )
}
