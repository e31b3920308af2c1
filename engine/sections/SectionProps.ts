import type { InfoSection, ReviewSection } from '../../schemas/types.gen.ts'

/** Every section any page kind may hold. */
export type AnySection = ReviewSection | InfoSection

export type SectionType = AnySection['type']

export type SectionProps<T extends SectionType> = { section: Extract<AnySection, { type: T }> }
