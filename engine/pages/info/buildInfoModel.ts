import type { InfoPage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { PageModel } from '../PageModel.ts'
import { infoSectionData } from './infoSectionData.ts'

export function buildInfoModel(page: InfoPage, catalogue: Catalogue, site: SiteConfig): PageModel {
  return {
    kind: 'sections',
    head: page.seo,
    sections: page.sections,
    data: infoSectionData(page.sections, catalogue, site),
    ...(page.lastUpdated ? { lastUpdated: page.lastUpdated } : {}),
  }
}

/** "2025-06-01" -> "June 1, 2025", the same on the server and in every browser. */
export function formatLastUpdated(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
