import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { GUIDES_CRUMB } from '../../../engine/pages/guides/buildGuidesModel.ts'
import { buildInfoModel } from '../../../engine/pages/info/buildInfoModel.ts'
import type { PageModel } from '../../../engine/pages/PageModel.ts'

/** Guides are information pages kept in pages-config/guides/, listed in the guides index. */
export function data(pageContext: PageContextServer): PageModel {
  const { content, routeParams } = pageContext
  const page = content.infoPages.get(`/guides/${routeParams.slug ?? ''}`)
  if (!page) throw render(404)
  return buildInfoModel(page, content.catalogue, content.site, GUIDES_CRUMB)
}
