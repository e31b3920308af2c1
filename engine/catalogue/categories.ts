import type { CategorySlug } from '../../schemas/types.gen.ts'

/** The five categories in the order the site lists them (SPEC section 2). */
export const CATEGORY_SLUGS: readonly CategorySlug[] = [
  'rowing-machines',
  'treadmills',
  'recumbent-bikes',
  'elliptical',
  'exercise-bikes',
]

/**
 * Other spellings in use (SPEC section 7 path values, the mobile menu's "ellipticals", the odd
 * review-page links of SPEC section 2), each mapped to its canonical slug.
 */
const ALIASES: Readonly<Record<string, CategorySlug>> = {
  ellipticals: 'elliptical',
  'rowing-machine': 'rowing-machines',
  'recumbent-bike': 'recumbent-bikes',
  'exercise-bike': 'exercise-bikes',
  treadmill: 'treadmills',
}

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value)
}

/** The canonical slug for any accepted spelling, or undefined for an unknown category. */
export function resolveCategory(value: string): CategorySlug | undefined {
  const lower = value.toLowerCase()
  if (isCategorySlug(lower)) return lower
  return Object.hasOwn(ALIASES, lower) ? ALIASES[lower] : undefined
}

/** "recumbent-bikes" -> "Recumbent Bikes" (the mobile menu's label rule). */
export function categoryLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

export function categoryPath(slug: CategorySlug): string {
  return `/category/${slug}`
}
