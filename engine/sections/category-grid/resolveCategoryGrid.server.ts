import type { CategoryTile } from '../../pages/PageModel.ts'
import { categoryTiles } from '../../pages/home/categoryTiles.ts'
import type { ResolveContext } from '../ResolveContext.ts'

/** The tiles a category-grid section shows: one per category, in menu order. */
export function resolveCategoryGrid(_section: unknown, { catalogue }: ResolveContext): { tiles: CategoryTile[] } {
  return { tiles: categoryTiles(catalogue) }
}
