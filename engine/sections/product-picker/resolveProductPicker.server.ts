import type { ProductPickerSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import { buildComparison, comparedProduct, mergedRowSpecs } from '../../comparison/buildComparison.ts'
import type { ComparisonModel } from '../../comparison/ComparisonModel.ts'
import { guideScope, selectable } from '../../comparison/compareScope.ts'
import type { PickerItem } from './PickerItem.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'
import { checkPriceOf } from '../../shop/PriceView.ts'
import type { PriceView } from '../../shop/PriceView.ts'

export type PickerData = {
  items: PickerItem[]
  /** How many products may be picked at once (the page's compare limit). */
  max: number
  /** Every item's column, and the rows of the listed categories' compare lists after price and rating. */
  comparison: ComparisonModel
}

/** This picker's products: ranked order, taking from each of its categories in turn, up to its limit. */
export function resolveProductPicker(section: ProductPickerSection, { catalogue, site }: ResolveContext): PickerData {
  const scope = guideScope(section.categories, site.compare)
  const lists = section.categories.map((slug) => selectable(scope, catalogue.category(slug)?.data ?? []))
  const merged: ApiProduct[] = []
  for (let i = 0; merged.length < section.limit && lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (list[i] && merged.length < section.limit) merged.push(list[i]!)
  }
  const categories = section.categories.flatMap((slug) => catalogue.categories.get(slug) ?? [])
  const rows = [{ computed: 'price' as const }, { computed: 'rating' as const }, ...mergedRowSpecs(categories.map((category) => ({ category: category.slug, rows: category.compareRows })), catalogue.facts)]
  const comparison = buildComparison(merged.map((product) => comparedProduct(product, catalogue)), rows)
  return { items: merged.map((product) => pickerItem(product, catalogue.prices)), max: scope.max, comparison }
}

function pickerItem(product: ApiProduct, prices: PriceView): PickerItem {
  const summary = prices.summary(product.id)
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    price: summary.price,
    ...checkPriceOf(summary),
    rating: product.rating,
    ...summary.buyLink,
  }
}
