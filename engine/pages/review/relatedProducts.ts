import type { ReviewSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { PriceView } from '../../shop/PriceView.ts'
import type { RelatedData, RelatedItem } from '../../sections/related-products/RelatedItem.ts'
import { effectivePrice } from '../../format/money.ts'

/** Related products shown on a review page, at most 6. */
export const RELATED_MAX = 6

/**
 * Other products, same category first, each group ordered by how close its rating and price are
 * to this product's, at most 6. (Matching on equal stars alone would fill a recumbent bike's row
 * with rowers.) Each product's distance is worked out once and only the closest six are kept: a
 * review page reads its own category once, and the others only when its own has fewer than six.
 */
export function automaticRelated(product: ApiProduct, catalogue: Catalogue): ApiProduct[] {
  const sameCategory: Near[] = []
  for (const other of catalogue.category(product.category)?.data ?? []) {
    if (other.id !== product.id) keepClosest(sameCategory, { product: other, distance: distance(product, other, catalogue.prices) })
  }
  // Another category is read only when the product's own gives fewer than six.
  const otherCategories: Near[] = []
  if (sameCategory.length < RELATED_MAX) {
    for (const other of catalogue.all()) {
      if (other.category !== product.category) keepClosest(otherCategories, { product: other, distance: distance(product, other, catalogue.prices) })
    }
  }
  return [...sameCategory, ...otherCategories].slice(0, RELATED_MAX).map((near) => near.product)
}

type Near = { product: ApiProduct; distance: number }

/** Adds `near` to the closest RELATED_MAX in `list` (kept in order); a tie keeps the catalogue's order. */
function keepClosest(list: Near[], near: Near) {
  if (list.length === RELATED_MAX && list.at(-1)!.distance <= near.distance) return
  let at = list.length
  while (at > 0 && list[at - 1]!.distance > near.distance) at--
  list.splice(at, 0, near)
  if (list.length > RELATED_MAX) list.pop()
}

/**
 * How far apart two products are for a shopper: a star of rating counts as much as a price twice
 * (or half) as high, so a $300 bike is not matched with a $3,000 one because their stars agree.
 * The prices are the products' best current offers.
 */
export function distance(a: ApiProduct, b: ApiProduct, prices: PriceView): number {
  const starGap = Math.abs(a.rating.stars - b.rating.stars)
  const [{ price: priceA }, { price: priceB }] = [prices.summary(a.id), prices.summary(b.id)]
  // A product no retailer has in stock is judged on its rating alone.
  const priceGap = priceA && priceB ? Math.abs(Math.log2(effectivePrice(priceA) / effectivePrice(priceB))) : 0
  return starGap + priceGap
}

/**
 * The related products the page's sections will show, and nothing else: the automatic choice only
 * when a related-products section lists no ids, and each listed id once. Undefined when the page
 * has no related-products section. The loader has already checked that listed ids exist.
 */
export function relatedData(sections: readonly ReviewSection[], product: ApiProduct, catalogue: Catalogue): RelatedData | undefined {
  const related = sections.filter((section) => section.type === 'related-products')
  if (!related.length) return undefined
  const wantsAutomatic = related.some((section) => !section.products)
  const listed: Record<string, RelatedItem> = {}
  for (const id of related.flatMap((section) => section.products ?? [])) {
    const other = catalogue.byId(id)
    if (other) listed[id] = relatedItem(other, catalogue.prices)
  }
  return { automatic: wantsAutomatic ? automaticRelated(product, catalogue).map((other) => relatedItem(other, catalogue.prices)) : [], listed }
}

function relatedItem(product: ApiProduct, prices: PriceView): RelatedItem {
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    rating: product.rating,
    ...prices.summary(product.id).buyLink,
  }
}
