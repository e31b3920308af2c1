import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PageModel } from '../../../engine/pages/PageModel.ts'
import { buildReviewModel } from '../../../engine/pages/review/buildReviewModel.ts'

export function data(pageContext: PageContextServer): PageModel {
  const { content, routeParams } = pageContext
  const slug = routeParams.slug ?? ''
  const review = content.reviews.get(slug)
  const product = review && content.catalogue.byId(review.product)
  if (!review || !product) throw render(404, `There is no review at /product/${slug}.`)
  return buildReviewModel(review, product, content.site, content.catalogue, content.retailers)
}
