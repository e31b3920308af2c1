import type { CategorySlug } from '../../schemas/types.gen.ts'
import { ROUTES } from '../catalogue/siteRoutes.ts'

/**
 * What a page lets shoppers compare: the products of the categories it lists, at most `max` at
 * once. Most pages list one category; a guide may compare across several.
 */
type CompareScope = { categories: readonly CategorySlug[]; max: number }

type CompareToggle = { selected: string[]; refused: boolean }

/** The site's two limits (site.yaml `compare`): a page's own dialog, and the comparison page. */
type CompareLimits = { categoryMax: number; generalMax: number }

/** A category page's compare dialog: its own category, up to the dialog's limit. */
export const categoryPageScope = (slug: CategorySlug, limits: CompareLimits): CompareScope => ({ categories: [slug], max: limits.categoryMax })

/** The comparison page (and its print view): the category in its URL, up to the page's limit. */
export const comparePageScope = (slug: CategorySlug | undefined, limits: CompareLimits): CompareScope => ({ categories: slug ? [slug] : [], max: limits.generalMax })

/** A guide's compare window: the categories its picker lists, up to the dialog's limit. */
export const guideScope = (categories: readonly CategorySlug[], limits: CompareLimits): CompareScope => ({ categories, max: limits.categoryMax })

/** Whether a product may be compared on a page of this scope. */
function inScope(scope: CompareScope, product: { category: CategorySlug }): boolean {
  return scope.categories.includes(product.category)
}

/** The products of a list a page of this scope may offer for comparison, in the list's order. */
export function selectable<T extends { category: CategorySlug }>(scope: CompareScope, products: readonly T[]): T[] {
  return products.filter((product) => inScope(scope, product))
}

/**
 * The chosen ids a URL names (`?compare=a,b`, `?ids=a,b`): each once, only ids of products the page
 * offers, at most the scope's limit, in the URL's order.
 */
export function chosenIds(value: string | undefined, offered: readonly { id: string }[], max: number): string[] {
  const ids = [...new Set((value ?? '').split(','))]
  return ids.filter((id) => offered.some((product) => product.id === id)).slice(0, max)
}

/** Choosing adds, choosing again removes, and one beyond the limit is refused. */
export function toggleCompare(selected: readonly string[], id: string, max: number): CompareToggle {
  if (selected.includes(id)) return { selected: selected.filter((other) => other !== id), refused: false }
  if (selected.length >= max) return { selected: [...selected], refused: true }
  return { selected: [...selected, id], refused: false }
}

/** What a refused choice says, on every page that compares. */
export function compareLimitMessage(max: number): string {
  return `You can only compare up to ${max} products.`
}

/**
 * The comparison page of a category with these products chosen (`/product-compare?category=…&ids=…`),
 * or its printable shortlist: every link to a comparison is made here. Without a category, the page
 * that asks for one.
 */
export function compareHref(category: string | undefined, ids: readonly string[] = [], { print = false } = {}): string {
  const route = print ? ROUTES.comparePrint : ROUTES.compare
  if (!category) return route
  return `${route}?category=${encodeURIComponent(category)}${ids.length ? `&ids=${ids.map(encodeURIComponent).join(',')}` : ''}`
}
