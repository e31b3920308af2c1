import type { PageContextServer } from 'vike/types'
import { buildSearchModel } from '../../../engine/pages/search/buildSearchModel.ts'
import type { SearchPageModel } from '../../../engine/pages/search/buildSearchModel.ts'
import { declaredQuery } from '../../declaredQuery.ts'
import { wholeNumber } from '../../../engine/shop/listingQuery.ts'

export function data(pageContext: PageContextServer): SearchPageModel {
  const { content } = pageContext
  const { site } = content
  const query = declaredQuery(pageContext, 'search')
  return buildSearchModel(query.query, wholeNumber(query.page) ?? 1, content.catalogue, content.categories, { siteName: site.name, pageSize: site.listing.pageSize })
}
