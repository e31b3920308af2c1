import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { CategoryTile } from './CategoryTile.ts'

/** One tile per category: its size, and its best-ranked product that has a review. */
export function categoryTiles(catalogue: Catalogue): CategoryTile[] {
  return catalogue.categories.all().flatMap(({ slug, label, path }): CategoryTile[] => {
    const listing = catalogue.category(slug)
    if (!listing) return []
    const reviewed = listing.data.find((product) => product.pageLink)
    return [
      {
        slug,
        label,
        href: path,
        count: listing.data.length,
        ...(reviewed?.pageLink ? { topPick: { title: reviewed.title, href: reviewed.pageLink } } : {}),
      },
    ]
  })
}
