import type { HomePage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { infoSectionData } from '../info/infoSectionData.ts'
import type { PageModel } from '../PageModel.ts'

export function buildHomeModel(home: HomePage, catalogue: Catalogue, site: SiteConfig): PageModel {
  return { kind: 'sections', head: home.seo, sections: home.sections, data: infoSectionData(home.sections, catalogue, site) }
}
