import type { InfoPage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { PageModel } from '../PageModel.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'

export function buildInfoModel(page: InfoPage, catalogue: Catalogue, site: SiteConfig): PageModel {
  return {
    kind: 'sections',
    head: page.seo,
    sections: resolveSections(page.sections, { catalogue, site }),
    data: {},
    ...(page.lastUpdated ? { lastUpdated: page.lastUpdated } : {}),
  }
}

/** "2025-06-01" -> "June 1, 2025", the same on the server and in every browser. */
export function formatLastUpdated(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
