import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { buildCategoryModel } from '../../../engine/pages/category/buildCategoryModel.ts'
import type { CategoryPageModel } from '../../../engine/pages/category/CategoryPageModel.ts'
import { declaredQuery } from '../../declaredQuery.ts'

// Other spellings (/category/<spelling>, /<spelling>) never reach this hook: the server redirects them.
export function data(pageContext: PageContextServer): CategoryPageModel {
  const slug = pageContext.routeParams.category ?? ''
  const category = pageContext.content.categories.get(slug)
  if (!category) throw render(404, `There is no category "${slug.slice(0, 60)}".`)
  return buildCategoryModel(pageContext.content, category, declaredQuery(pageContext, 'category'))
}
