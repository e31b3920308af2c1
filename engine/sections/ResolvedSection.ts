import type { sectionTypes } from './all.ts'
import type { AnySection, SectionType } from './contract/AnySection.ts'
import type { ResolvedBy } from './contract/SectionProps.ts'

type Definition<T extends SectionType> = Extract<(typeof sectionTypes)[number], { type: T }>

/**
 * A section as the page model carries it: as loaded, plus, for a type whose definition has a
 * resolver, the data it found on the server under `resolved`. (A type-only import: no server
 * code reaches the browser.)
 */
export type ResolvedSection<T extends SectionType = SectionType> = T extends SectionType ? Extract<AnySection, { type: T }> & ResolvedBy<Definition<T>> : never
