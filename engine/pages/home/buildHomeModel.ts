import type { HomePage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'
import type { PageModel } from '../PageModel.ts'

export function buildHomeModel(home: HomePage, catalogue: Catalogue, site: SiteConfig): PageModel {
  return { kind: 'sections', head: home.seo, sections: resolveSections(home.sections, { catalogue, site }) }
}
