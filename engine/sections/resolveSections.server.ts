import { sectionTypes } from './all.ts'
import type { ResolveContext } from './ResolveContext.ts'
import type { ResolvedSection } from './ResolvedSection.ts'
import type { AnySection } from './AnySection.ts'

type AnyResolver = (section: AnySection, context: ResolveContext) => unknown

// Each definition pairs its type with a resolver for exactly that type; TypeScript cannot follow
// the pairing through a union, so the table is typed loosely here, once.
const resolvers = new Map<string, AnyResolver | undefined>(sectionTypes.map((definition) => [definition.type, 'resolve' in definition ? (definition.resolve as AnyResolver) : undefined]))

/** Every section of a page with its resolver's data attached, for the page model. */
export function resolveSections(sections: readonly AnySection[], context: ResolveContext): ResolvedSection[] {
  return sections.map((section) => {
    if (!resolvers.has(section.type)) throw new Error(`section type "${section.type}" is not in engine/sections/all.ts; the schema should have rejected it`)
    const resolver = resolvers.get(section.type)
    return (resolver ? { ...section, resolved: resolver(section, context) } : section) as ResolvedSection
  })
}
