import type { InfoSection, SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryTiles } from '../home/categoryTiles.ts'
import type { PageData } from '../PageModel.ts'
import { pickerProducts } from './pickerProducts.ts'

/** The page data that home, information and guide sections read, computed only for the sections present. */
export function infoSectionData(sections: readonly InfoSection[], catalogue: Catalogue, site: SiteConfig): PageData {
  const has = (type: InfoSection['type']) => sections.some((section) => section.type === type)
  return {
    ...(has('category-grid') ? { categories: categoryTiles(catalogue) } : {}),
    ...(has('product-picker')
      ? { pickers: pickerProducts(sections, catalogue), pickerMax: site.compare.categoryMax, retailer: site.retailer.name }
      : {}),
  }
}
