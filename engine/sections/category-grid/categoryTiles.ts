import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { productCardId } from '../../catalogue/productHref.ts'
import type { CategoryTile } from './CategoryTile.ts'

/**
 * One tile per category: its size, and its Top pick, the first place of its ranking today (its
 * review, or its card at the top of the category's list when it has none).
 */
export function categoryTiles(catalogue: Catalogue): CategoryTile[] {
  return catalogue.categories.all().flatMap(({ slug, label, path }): CategoryTile[] => {
    const listing = catalogue.category(slug)
    if (!listing) return []
    const first = listing.data[0]
    return [
      {
        slug,
        label,
        href: path,
        count: listing.data.length,
        ...(first ? { topPick: { id: first.id, title: first.title, href: first.pageLink ?? `${path}#${productCardId(first.id)}` } } : {}),
      },
    ]
  })
}
