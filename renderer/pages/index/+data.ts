import type { PageContextServer } from 'vike/types'
import { buildHomeModel } from '../../../engine/pages/home/buildHomeModel.ts'
import type { PageModel } from '../../../engine/pages/PageModel.ts'

export function data(pageContext: PageContextServer): PageModel {
  const { home, catalogue, site } = pageContext.content
  return buildHomeModel(home, catalogue, site)
}
