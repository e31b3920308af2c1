import type { InfoSection, ReviewSection } from '../../schemas/types.gen.ts'
import type { ResolvedSection } from './ResolvedSection.ts'

/** Every section any page kind may hold. */
export type AnySection = ReviewSection | InfoSection

export type SectionType = AnySection['type']

/** A component receives its section as resolved: with `resolved` data when its type has a resolver. */
export type SectionProps<T extends SectionType> = { section: ResolvedSection<T> }
