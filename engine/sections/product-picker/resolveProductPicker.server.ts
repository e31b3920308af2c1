import type { ProductPickerSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import { buyLink } from '../../shop/affiliate.ts'
import { specRows } from '../../shop/specRows.ts'
import type { FactBook } from '../../facts/FactBook.ts'
import type { PickerItem } from './PickerItem.ts'
import type { ResolveContext } from '../ResolveContext.ts'
import { currentPrice } from '../../shop/currentPrice.ts'

export type PickerData = {
  items: PickerItem[]
  /** How many products may be picked (the site's compare limit). */
  max: number
}

/** This picker's products: ranked order, taking from each of its categories in turn, up to its limit. */
export function resolveProductPicker(section: ProductPickerSection, { catalogue, site }: ResolveContext): PickerData {
  const lists = section.categories.map((slug) => catalogue.category(slug)?.data ?? [])
  const merged: ApiProduct[] = []
  for (let i = 0; merged.length < section.limit && lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (list[i] && merged.length < section.limit) merged.push(list[i]!)
  }
  return { items: merged.map((product) => pickerItem(product, catalogue.facts)), max: site.compare.categoryMax }
}

function pickerItem(product: ApiProduct, book: FactBook): PickerItem {
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    description: product.description,
    specs: specRows(product, {}, book).slice(0, 5).map(({ label, value }) => ({ label, value })),
    price: currentPrice(product),
    rating: product.rating,
    ...buyLink(product),
  }
}
