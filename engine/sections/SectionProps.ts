import type { SectionType } from './AnySection.ts'
import type { ResolvedSection } from './ResolvedSection.ts'

/** A component receives its section as resolved: with `resolved` data when its type has a resolver. */
export type SectionProps<T extends SectionType> = { section: ResolvedSection<T> }
