import type { HomePage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { renderTokensIn } from '../../prose/proseTokens.ts'
import { siteTokenValues } from '../../prose/siteTokenValues.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'
import type { PageModel } from '../PageModel.ts'

export function buildHomeModel(written: HomePage, catalogue: Catalogue, site: SiteConfig): PageModel {
  // What the page says about the site is rendered from the data (see siteTokenValues).
  const home = renderTokensIn(written, siteTokenValues({ site, catalogue }))
  return { kind: 'sections', head: home.seo, sections: resolveSections(home.sections, { catalogue, site }) }
}
