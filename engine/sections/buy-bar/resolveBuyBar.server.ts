import type { ReviewProductModel } from '../ReviewProductModel.ts'
import { reviewProduct } from '../ResolveContext.ts'
import type { ResolveContext } from '../ResolveContext.ts'

export type BuyBarData = Pick<ReviewProductModel, 'title' | 'price' | 'rating' | 'buyHref' | 'shop'>

export function resolveBuyBar(_section: unknown, context: ResolveContext): BuyBarData {
  const { title, price, rating, buyHref, shop } = reviewProduct(context, 'buy-bar')
  return { title, price, rating, buyHref, shop }
}
