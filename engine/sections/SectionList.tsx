import type { ResolvedSection } from './ResolvedSection.ts'
import { sectionComponent } from './registry.ts'

/** Draws a page's sections in order, each by the component of its type. */
export function SectionList({ items }: { items: readonly ResolvedSection[] }) {
  return (
    <>
      {items.map((section, i) => {
        const Component = sectionComponent(section.type)
        if (!Component) throw new Error(`section type "${section.type}" has no component engine/sections/${section.type}/*.tsx exporting one by its name`)
        return <Component key={`${section.type}-${i}`} section={section} />
      })}
    </>
  )
}
