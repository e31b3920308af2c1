import type { PageContextServer } from 'vike/types'
import { buildComparePrintModel } from '../../../engine/pages/compare/buildComparePrintModel.ts'
import type { ComparePrintModel } from '../../../engine/pages/compare/buildComparePrintModel.ts'
import { declaredQuery } from '../../declaredQuery.ts'

export function data(pageContext: PageContextServer): ComparePrintModel {
  const { content } = pageContext
  return buildComparePrintModel(content.catalogue, declaredQuery(pageContext, 'comparePrint'), content.site.compare, content.site.name)
}
