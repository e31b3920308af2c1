import type { AnySection } from './AnySection.ts'
import type { SectionDefinition } from './defineSection.ts'
import type { ServerResolver } from './serverResolver.ts'

/** What a definition's resolver adds to its sections: `resolved`, the resolver's data; nothing for a type without one. */
export type ResolvedBy<D> = D extends { resolve: ServerResolver<infer F> } ? (F extends (...args: never[]) => infer R ? { resolved: R } : never) : unknown

/**
 * A component receives its section as resolved, typed from its own folder's definition (`typeof
 * faq`): with `resolved` data when the definition has a resolver.
 */
export type SectionProps<D extends SectionDefinition> = { section: Extract<AnySection, { type: D['type'] }> & ResolvedBy<D> }
