import type { InfoPage } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryTiles } from '../home/buildHomeModel.ts'
import type { PageModel } from '../PageModel.ts'

export function buildInfoModel(page: InfoPage, catalogue: Catalogue): PageModel {
  const usesCategories = page.sections.some((section) => section.type === 'category-grid')
  return {
    kind: 'sections',
    head: page.seo,
    sections: page.sections,
    data: usesCategories ? { categories: categoryTiles(catalogue) } : {},
    ...(page.lastUpdated ? { lastUpdated: page.lastUpdated } : {}),
  }
}

/** "2025-06-01" -> "June 1, 2025", the same on the server and in every browser. */
export function formatLastUpdated(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
