import type { ReviewSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { buyHref } from '../../shop/affiliate.ts'
import type { RelatedData, RelatedItem } from '../PageModel.ts'

/** SPEC section 9: related products, at most 6. */
export const RELATED_MAX = 6

/**
 * DESIGN decision 5: products whose stars equal this product's, other ids, at most 6, same
 * category first and then catalogue order. The original read the stars from a field that was
 * never set, so it matched nothing; here the match uses the product's own rating.
 */
export function automaticRelated(product: ApiProduct, catalogue: Catalogue): ApiProduct[] {
  const matches = catalogue.all().filter((other) => other.id !== product.id && other.stars === product.stars)
  const sameCategory = matches.filter((other) => other.category === product.category)
  const otherCategories = matches.filter((other) => other.category !== product.category)
  return [...sameCategory, ...otherCategories].slice(0, RELATED_MAX)
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
    if (other) listed[id] = relatedItem(other)
  }
  return { automatic: wantsAutomatic ? automaticRelated(product, catalogue).map(relatedItem) : [], listed }
}

function relatedItem(product: ApiProduct): RelatedItem {
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    rating: { stars: product.rating.stars, count: product.rating.count },
    buyHref: buyHref(product),
  }
}
