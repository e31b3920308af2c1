import { sectionTypes } from './all.ts'
import type { AnySection } from './contract/AnySection.ts'
import type { ResolveContext } from './contract/ResolveContext.ts'
import type { ResolvedSection } from './ResolvedSection.ts'
import { resolverName } from './sectionNames.ts'

type AnyResolver = (section: AnySection, context: ResolveContext) => unknown

/** The resolvers, by file: every `<type>/resolve<Name>.server.ts` of this folder. */
const modules = import.meta.glob<Record<string, unknown>>('./*/resolve*.server.ts', { eager: true })

/**
 * The resolver of a type whose definition says it has one (`resolve: serverResolver<...>()`),
 * from its folder. A missing one is our bug, found when the server loads this module, never a
 * section drawn without its data.
 */
function serverResolverOf(type: string): AnyResolver {
  const name = resolverName(type)
  const resolver = modules[`./${type}/${name}.server.ts`]?.[name]
  if (typeof resolver !== 'function') throw new Error(`section type "${type}" says it has a server resolver, but engine/sections/${type}/${name}.server.ts exports no function ${name}`)
  // Each resolver takes exactly its own type's section; TypeScript cannot follow the pairing
  // through a union, so the table is typed loosely here, once.
  return resolver as AnyResolver
}

const resolvers = new Map<string, AnyResolver | undefined>(sectionTypes.map((definition) => [definition.type, 'resolve' in definition ? serverResolverOf(definition.type) : undefined]))

/** Every section of a page with its resolver's data attached, for the page model. */
export function resolveSections(sections: readonly AnySection[], context: ResolveContext): ResolvedSection[] {
  return sections.map((section) => {
    if (!resolvers.has(section.type)) throw new Error(`section type "${section.type}" is not in engine/sections/all.ts; the schema should have rejected it`)
    const resolver = resolvers.get(section.type)
    return (resolver ? { ...section, resolved: resolver(section, context) } : section) as ResolvedSection
  })
}
