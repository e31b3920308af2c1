import type { ComponentType } from 'react'
import { CategoryGrid } from './category-grid/CategoryGrid.tsx'
import { Faq } from './faq/Faq.tsx'
import { HeroBanner } from './hero-banner/HeroBanner.tsx'
import { Prose } from './prose/Prose.tsx'
import { ReviewHero } from './review-hero/ReviewHero.tsx'
import type { SectionProps, SectionType } from './SectionProps.ts'
import { Specs } from './specs/Specs.tsx'

type Registry = { [T in SectionType]: ComponentType<SectionProps<T>> }

/** One line per section type; a missing, extra or mis-wired entry fails the type check. */
export const sections = {
  'category-grid': CategoryGrid,
  faq: Faq,
  'hero-banner': HeroBanner,
  prose: Prose,
  'review-hero': ReviewHero,
  specs: Specs,
} satisfies Registry
