import type { InfoSection, ProductPickerSection } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { buyHref } from '../../shop/affiliate.ts'
import { specRows } from '../review/specLabels.ts'
import type { PickerItem } from '../PageModel.ts'

/** The key a product-picker section's products are filed under in the page data. */
export function pickerKey(section: Pick<ProductPickerSection, 'categories' | 'limit'>): string {
  return `${section.categories.join(',')}:${section.limit}`
}

/** Products for every product-picker section: ranked order, taking from each category in turn. */
export function pickerProducts(sections: readonly InfoSection[], catalogue: Catalogue): Record<string, PickerItem[]> {
  const result: Record<string, PickerItem[]> = {}
  for (const section of sections) {
    if (section.type !== 'product-picker') continue
    const lists = section.categories.map((slug) => catalogue.category(slug)?.data ?? [])
    const merged: ApiProduct[] = []
    for (let i = 0; merged.length < (section.limit) && lists.some((list) => i < list.length); i++) {
      for (const list of lists) if (list[i] && merged.length < (section.limit)) merged.push(list[i]!)
    }
    result[pickerKey(section)] = merged.map(pickerItem)
  }
  return result
}

function pickerItem(product: ApiProduct): PickerItem {
  return {
    id: product.id,
    title: product.title,
    image: product.image,
    description: product.description ?? '',
    specs: specRows(product.specs).slice(0, 5),
    price: product.price,
    rating: product.rating,
    buyHref: buyHref(product),
  }
}
