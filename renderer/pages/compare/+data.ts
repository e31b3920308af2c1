import type { PageContextServer } from 'vike/types'
import { buildCompareModel } from '../../../engine/pages/compare/buildCompareModel.ts'
import type { ComparePageModel } from '../../../engine/pages/compare/buildCompareModel.ts'

export function data(pageContext: PageContextServer): ComparePageModel {
  const { content, urlParsed } = pageContext
  return buildCompareModel(content.catalogue, urlParsed.search, content.site.compare, content.site.name, content.site.retailer.name)
}
