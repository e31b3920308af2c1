import type { CategorySlug } from '../../../schemas/types.gen.ts'

/** One tile of the category grid. */
export type CategoryTile = { slug: CategorySlug; label: string; href: string; count: number; topPick?: { id: string; title: string; href: string } }
