import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { CATEGORY_SLUGS, categoryLabel, categoryPath } from '../../catalogue/categories.ts'
import type { CategoryTile } from '../PageModel.ts'

/** One tile per category: its size, and its best-ranked product that has a review. */
export function categoryTiles(catalogue: Catalogue): CategoryTile[] {
  return CATEGORY_SLUGS.flatMap((slug): CategoryTile[] => {
    const listing = catalogue.category(slug)
    if (!listing) return []
    const reviewed = listing.data.find((product) => product.pageLink)
    return [
      {
        slug,
        label: categoryLabel(slug),
        href: categoryPath(slug),
        count: listing.data.length,
        ...(reviewed?.pageLink ? { topPick: { title: reviewed.title, href: reviewed.pageLink } } : {}),
      },
    ]
  })
}
