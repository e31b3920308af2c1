import type { InfoSection, ReviewSection } from '../../../schemas/types.gen.ts'

/** Every section any page kind may hold, as loaded (types generated from the section schemas). */
export type AnySection = ReviewSection | InfoSection

export type SectionType = AnySection['type']
