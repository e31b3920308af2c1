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
    ...(page.layout ? { layout: page.layout } : {}),
  }
}
