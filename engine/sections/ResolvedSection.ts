import type { sectionTypes } from './all.ts'
import type { AnySection, SectionType } from './AnySection.ts'
import type { ServerResolver } from './serverResolver.ts'

type Definition<T extends SectionType> = Extract<(typeof sectionTypes)[number], { type: T }>

/** What a type's resolver adds, from the resolver type its definition names: nothing for a type without one. */
type Resolved<T extends SectionType> = Definition<T> extends { resolve: ServerResolver<infer F> } ? (F extends (...args: never[]) => infer R ? { resolved: R } : never) : unknown

/**
 * A section as the page model carries it: as loaded, plus, for a type whose definition has a
 * resolver, the data it found on the server under `resolved`. (A type-only import: no server
 * code reaches the browser.)
 */
export type ResolvedSection<T extends SectionType = SectionType> = T extends SectionType ? Extract<AnySection, { type: T }> & Resolved<T> : never
