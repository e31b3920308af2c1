import type { ReviewSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { PriceView } from '../../shop/PriceView.ts'
import type { RelatedData, RelatedItem } from '../../sections/related-products/RelatedItem.ts'
import { effectivePrice } from '../../format/money.ts'

/** Related products shown on a review page, at most 6. */
export const RELATED_MAX = 6

/** What the automatic choice reads of a catalogue (its products by category, and their prices). */
type Shelves = Pick<Catalogue, 'all' | 'category' | 'prices'>

/**
 * Other products, same category first, each group ordered by how close its rating and price are
 * to this product's, at most 6. (Matching on equal stars alone would fill a recumbent bike's row
 * with rowers.) A tie keeps the catalogue's order. The own category is searched through its
 * products ordered by price (`nearestInCategory`), so a page reads a handful of its neighbours,
 * not the whole category; the others are read only when its own has fewer than six.
 */
export function automaticRelated(product: ApiProduct, catalogue: Shelves): ApiProduct[] {
  const sameCategory = nearestInCategory(product, catalogue)
  // Another category is read only when the product's own gives fewer than six.
  const otherCategories: Near[] = []
  if (sameCategory.length < RELATED_MAX) {
    catalogue.all().forEach((other, order) => {
      if (other.category !== product.category) keepClosest(otherCategories, { product: other, order, distance: distance(product, other, catalogue.prices) })
    })
  }
  return [...sameCategory, ...otherCategories].slice(0, RELATED_MAX).map((near) => near.product)
}

/** A candidate: the product, its place in its listing (ties keep it) and its distance. */
type Near = { product: ApiProduct; order: number; distance: number }

/** Adds `near` to the closest RELATED_MAX in `list` (kept in order); a tie keeps the listing's order. */
function keepClosest(list: Near[], near: Near) {
  const before = (a: Near, b: Near) => a.distance < b.distance || (a.distance === b.distance && a.order < b.order)
  if (list.length === RELATED_MAX && !before(near, list.at(-1)!)) return
  let at = list.length
  while (at > 0 && before(near, list[at - 1]!)) at--
  list.splice(at, 0, near)
  if (list.length > RELATED_MAX) list.pop()
}

/** A category's products at the current prices: those with a price by its logarithm, and those without one. */
type PriceIndex = { priced: { product: ApiProduct; order: number; log: number }[]; unpriced: { product: ApiProduct; order: number }[] }
const priceIndexes = new WeakMap<PriceView, WeakMap<readonly ApiProduct[], PriceIndex>>()

function priceIndex(products: readonly ApiProduct[], prices: PriceView): PriceIndex {
  const byListing = priceIndexes.get(prices) ?? new WeakMap<readonly ApiProduct[], PriceIndex>()
  priceIndexes.set(prices, byListing)
  const known = byListing.get(products)
  if (known) return known
  const index: PriceIndex = { priced: [], unpriced: [] }
  products.forEach((product, order) => {
    const { price } = prices.summary(product.id)
    if (price) index.priced.push({ product, order, log: Math.log2(effectivePrice(price)) })
    else index.unpriced.push({ product, order })
  })
  index.priced.sort((a, b) => a.log - b.log)
  byListing.set(products, index)
  return index
}

/** Room for rounding between a difference of logarithms and the logarithm of a ratio. */
const LOG_SLACK = 1e-9

/**
 * The closest RELATED_MAX of the product's category. The price gap alone is a lower bound of the
 * distance, so from the product's place in price order each side is read outwards only while that
 * gap can still beat (or tie) the sixth closest so far; products without a price, and a product
 * without one itself, are compared with every product, as its distance is then the stars alone.
 */
function nearestInCategory(product: ApiProduct, catalogue: Shelves): Near[] {
  const { prices } = catalogue
  const near: Near[] = []
  const index = priceIndex(catalogue.category(product.category)?.data ?? [], prices)
  const consider = (other: { product: ApiProduct; order: number }) => {
    if (other.product.id !== product.id) keepClosest(near, { ...other, distance: distance(product, other.product, prices) })
  }
  index.unpriced.forEach(consider)
  const { price: own } = prices.summary(product.id)
  if (!own) {
    index.priced.forEach(consider)
    return near
  }
  const log = Math.log2(effectivePrice(own))
  const reach = () => (near.length < RELATED_MAX ? Infinity : near.at(-1)!.distance + LOG_SLACK)
  const from = sortedIndex(index.priced, log)
  for (let at = from; at < index.priced.length && index.priced[at]!.log - log <= reach(); at++) consider(index.priced[at]!)
  for (let at = from - 1; at >= 0 && log - index.priced[at]!.log <= reach(); at--) consider(index.priced[at]!)
  return near
}

/** The first place in `priced` (ordered by `log`) whose log is not below `log`. */
function sortedIndex(priced: PriceIndex['priced'], log: number): number {
  let [low, high] = [0, priced.length]
  while (low < high) {
    const middle = (low + high) >>> 1
    if (priced[middle]!.log < log) low = middle + 1
    else high = middle
  }
  return low
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
