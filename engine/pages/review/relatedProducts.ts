import type { ReviewSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { PriceView } from '../../shop/PriceView.ts'
import type { RelatedData, RelatedItem } from '../../sections/contract/RelatedItem.ts'
import { effectivePrice } from '../../format/money.ts'

/** Related products shown on a review page, at most 6. */
export const RELATED_MAX = 6

/** What the automatic choice reads of a catalogue (its products by category, and their prices). */
type Shelves = Pick<Catalogue, 'all' | 'category' | 'prices' | 'derived'>

/**
 * Other products, same category first, each group ordered by how close its rating and price are
 * to this product's, at most 6. (Matching on equal stars alone would fill a recumbent bike's row
 * with rowers.) A tie keeps the catalogue's order. The own category is searched through its
 * products ordered by price (`nearestInCategory`), so a page reads a handful of its neighbours,
 * not the whole category; the others are read only when its own has fewer than six.
 */
export function automaticRelated(product: ApiProduct, catalogue: Shelves): ApiProduct[] {
  const self = pointOf(product, catalogue.prices)
  const sameCategory = nearestInCategory(product, self, catalogue)
  // Another category is read only when the product's own gives fewer than six.
  const otherCategories: Near[] = []
  if (sameCategory.length < RELATED_MAX) {
    catalogue.all().forEach((other, order) => {
      if (other.category !== product.category) keepClosest(otherCategories, { product: other, order, distance: gap(self, pointOf(other, catalogue.prices)) })
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

/** A product as closeness reads it: its stars, and the base-2 logarithm of its price (none without one). */
type Point = { stars: number; log: number | undefined }
/** A category's products as points at the current prices: those with a price in price order, and those without one. */
type Placed = Point & { product: ApiProduct; order: number }
type PriceIndex = { priced: (Placed & { log: number })[]; unpriced: Placed[] }

/** The listing of a category the catalogue does not hold: one array, so one index is kept for it. */
const NO_PRODUCTS: readonly ApiProduct[] = []

/** A category's products placed at the prices of `prices`, once per price view and listing. */
function priceIndex(prices: PriceView, products: readonly ApiProduct[]): PriceIndex {
  const index: PriceIndex = { priced: [], unpriced: [] }
  products.forEach((product, order) => {
    const { stars, log } = pointOf(product, prices)
    if (log === undefined) index.unpriced.push({ product, order, stars, log })
    else index.priced.push({ product, order, stars, log })
  })
  index.priced.sort((a, b) => a.log - b.log)
  return index
}

/**
 * The closest RELATED_MAX of the product's category. The price gap alone is a lower bound of the
 * distance, so from the product's place in price order each side is read outwards only while that
 * gap can still beat (or tie) the sixth closest so far; products without a price, and a product
 * without one itself, are compared with every product, as its distance is then the stars alone.
 * Each product's point is worked out once per listing and price view, not per comparison.
 */
function nearestInCategory(product: ApiProduct, self: Point, catalogue: Shelves): Near[] {
  const near: Near[] = []
  const index = catalogue.derived.of(priceIndex, catalogue.prices, catalogue.category(product.category)?.data ?? NO_PRODUCTS)
  const consider = (other: Placed) => {
    if (other.product.id !== product.id) keepClosest(near, { product: other.product, order: other.order, distance: gap(self, other) })
  }
  index.unpriced.forEach(consider)
  if (self.log === undefined) {
    index.priced.forEach(consider)
    return near
  }
  const log = self.log
  const reach = () => (near.length < RELATED_MAX ? Infinity : near.at(-1)!.distance)
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
  return gap(pointOf(a, prices), pointOf(b, prices))
}

/** The distance between two points; one without a price (no retailer has it in stock) is judged on its rating alone. */
function gap(a: Point, b: Point): number {
  const starGap = Math.abs(a.stars - b.stars)
  const priceGap = a.log !== undefined && b.log !== undefined ? Math.abs(a.log - b.log) : 0
  return starGap + priceGap
}

function pointOf(product: ApiProduct, prices: PriceView): Point {
  const { price } = prices.summary(product.id)
  return { stars: product.rating.stars, log: price ? Math.log2(effectivePrice(price)) : undefined }
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
