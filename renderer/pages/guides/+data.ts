import type { PageContextServer } from 'vike/types'
import { buildGuidesModel } from '../../../engine/pages/guides/buildGuidesModel.ts'
import type { GuidesPageModel } from '../../../engine/pages/guides/buildGuidesModel.ts'

export function data(pageContext: PageContextServer): GuidesPageModel {
  const { content } = pageContext
  return buildGuidesModel(content.infoPages, content.site.name)
}
