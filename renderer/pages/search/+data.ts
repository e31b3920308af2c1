import type { PageContextServer } from 'vike/types'
import { buildSearchModel } from '../../../engine/pages/search/buildSearchModel.ts'
import type { SearchPageModel } from '../../../engine/pages/search/buildSearchModel.ts'
import { declaredQuery } from '../../declaredQuery.ts'

export function data(pageContext: PageContextServer): SearchPageModel {
  const { content } = pageContext
  const { site } = content
  return buildSearchModel(declaredQuery(pageContext, 'search').query, content.catalogue, content.categories, { siteName: site.name, pageSize: site.listing.pageSize })
}
