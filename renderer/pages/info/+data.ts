import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { buildInfoModel } from '../../../engine/pages/info/buildInfoModel.ts'
import type { PageModel } from '../../../engine/pages/PageModel.ts'

export function data(pageContext: PageContextServer): PageModel {
  const { content, routeParams } = pageContext
  const page = content.infoPages.get(`/${routeParams.page ?? ''}`)
  if (!page) throw render(404)
  return buildInfoModel(page, content.catalogue, content.site)
}
