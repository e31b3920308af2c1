import type { CategoryTile } from './CategoryTile.ts'
import { categoryTiles } from './categoryTiles.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** The tiles a category-grid section shows: one per category, in menu order. */
export function resolveCategoryGrid(_section: unknown, { catalogue }: ResolveContext): { tiles: CategoryTile[] } {
  return { tiles: categoryTiles(catalogue) }
}
