import type { PageContextServer } from 'vike/types'
import { buildSearchModel } from '../../../engine/pages/search/buildSearchModel.ts'
import type { SearchPageModel } from '../../../engine/pages/search/buildSearchModel.ts'

export function data(pageContext: PageContextServer): SearchPageModel {
  const { content, urlParsed } = pageContext
  const { site } = content
  return buildSearchModel(urlParsed.search.query, content.catalogue, content.categories, { siteName: site.name, retailer: site.retailer.name, pageSize: site.listing.pageSize })
}
