import type { resolvers } from './resolvers.server.ts'
import type { AnySection, SectionType } from './SectionProps.ts'

type Resolvers = typeof resolvers

/**
 * A section as the page model carries it: as loaded, plus, for a type with a resolver, the data
 * its resolver found on the server under `resolved`. (A type-only import: no server code reaches
 * the browser.)
 */
export type ResolvedSection<T extends SectionType = SectionType> = T extends keyof Resolvers
  ? Extract<AnySection, { type: T }> & { resolved: ReturnType<Resolvers[T]> }
  : Extract<AnySection, { type: T }>
