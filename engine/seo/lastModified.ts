import type { Content } from '../load/Content.ts'

/**
 * Each page's last content change (YYYY-MM-DD), for the sitemap's lastmod: a review's
 * `updatedAt`, an information page's `lastUpdated`, and for a category and the home page the
 * newest review they list. A page the content gives no date is left out, not guessed.
 */
export function lastModified(content: Content): Map<string, string> {
  const dates = new Map<string, string>()
  const newest = (path: string, date: string) => {
    const known = dates.get(path)
    if (!known || date > known) dates.set(path, date)
  }
  for (const [slug, review] of content.reviews) {
    newest(`/product/${slug}`, review.updatedAt)
    const category = content.catalogue.byId(review.product)?.category
    const categoryPath = category && content.categories.get(category)?.path
    if (categoryPath) newest(categoryPath, review.updatedAt)
    newest('/', review.updatedAt)
  }
  for (const [path, page] of content.infoPages) if (page.lastUpdated) newest(path, page.lastUpdated)
  return dates
}
