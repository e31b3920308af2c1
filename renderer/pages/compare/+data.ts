import type { PageContextServer } from 'vike/types'
import { buildCompareModel } from '../../../engine/pages/compare/buildCompareModel.ts'
import type { ComparePageModel } from '../../../engine/pages/compare/buildCompareModel.ts'
import { declaredQuery } from '../../declaredQuery.ts'

export function data(pageContext: PageContextServer): ComparePageModel {
  const { content } = pageContext
  return buildCompareModel(content.catalogue, declaredQuery(pageContext, 'compare'), content.site.compare, content.site.name)
}
