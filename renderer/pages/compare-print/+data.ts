import type { PageContextServer } from 'vike/types'
import { buildComparePrintModel } from '../../../engine/pages/compare/buildComparePrintModel.ts'
import type { ComparePrintModel } from '../../../engine/pages/compare/buildComparePrintModel.ts'

export function data(pageContext: PageContextServer): ComparePrintModel {
  const { content, urlParsed } = pageContext
  return buildComparePrintModel(content.catalogue, urlParsed.search, content.site.compare, content.site.name, content.site.retailer.name)
}
