import type { ResolveContext } from './ResolveContext.ts'
import type { ResolvedSection } from './ResolvedSection.ts'
import { resolvers } from './resolvers.server.ts'
import type { AnySection } from './SectionProps.ts'

type AnyResolver = (section: AnySection, context: ResolveContext) => unknown

/** Every section of a page with its resolver's data attached, for the page model. */
export function resolveSections(sections: readonly AnySection[], context: ResolveContext): ResolvedSection[] {
  return sections.map((section) => {
    // The registry's type pairs each type with a resolver for exactly that type; TypeScript cannot
    // follow the pairing through a union index, so the lookup and its result are cast here, once.
    const resolver = (resolvers as Partial<Record<AnySection['type'], AnyResolver>>)[section.type]
    return (resolver ? { ...section, resolved: resolver(section, context) } : section) as ResolvedSection
  })
}
