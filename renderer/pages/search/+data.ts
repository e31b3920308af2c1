import type { PageContextServer } from 'vike/types'
import { buildSearchModel } from '../../../engine/pages/search/buildSearchModel.ts'
import type { SearchPageModel } from '../../../engine/pages/search/buildSearchModel.ts'

export function data(pageContext: PageContextServer): SearchPageModel {
  const { content, urlParsed } = pageContext
  return buildSearchModel(urlParsed.search.query, content.catalogue, content.categories, content.site.name, content.site.retailer.name)
}
