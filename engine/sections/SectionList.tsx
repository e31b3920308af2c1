import type { ComponentType } from 'react'
import type { ResolvedSection } from './ResolvedSection.ts'
import { sections } from './registry.ts'

/** Draws a page's sections in order, each by the component registered for its type. */
export function SectionList({ items }: { items: readonly ResolvedSection[] }) {
  return (
    <>
      {items.map((section, i) => {
        // The registry's type pairs each type with the component for exactly that type; TypeScript
        // cannot follow the pairing through a union index, so this is the engine's one cast.
        const Component = sections[section.type] as ComponentType<{ section: ResolvedSection }>
        return <Component key={`${section.type}-${i}`} section={section} />
      })}
    </>
  )
}
