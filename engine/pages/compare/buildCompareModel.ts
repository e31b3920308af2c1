import type { CategorySlug } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryLabel, resolveCategory } from '../../catalogue/categories.ts'
import { buyHref } from '../../shop/affiliate.ts'
import { effectivePrice, formatPrice } from '../../shop/price.ts'
import type { HeadModel } from '../PageModel.ts'

/** SPEC section 2, general comparison: the rows, each from the product's own field or its specs. */
export const COMPARE_ROWS = [
  ['Price', 'price'],
  ['Dimensions', 'dimensions'],
  ['Weight', 'weight'],
  ['Max User Weight', 'maxUserWeight'],
  ['Warranty', 'warranty'],
  ['Motor Power', 'motorPower'],
  ['Incline Levels', 'inclineLevels'],
  ['Programs', 'programs'],
] as const

export type CompareItem = { id: string; title: string; image: string; buyHref: string; values: Record<string, string> }

export type ComparePageModel = {
  kind: 'compare'
  head: HeadModel
  category?: { slug: CategorySlug; label: string }
  products: CompareItem[]
  /** Ids chosen in the URL (?ids=a,b), valid and at most `max`. */
  selected: string[]
  max: number
  retailer: string
}

/** /product-compare?category=treadmills&ids=a,b: every product of the category, the chosen ones compared. */
export function buildCompareModel(catalogue: Catalogue, query: Readonly<Record<string, string | undefined>>, max: number, siteName: string, retailer: string): ComparePageModel {
  const slug = resolveCategory(query.category ?? '')
  const products = (slug ? (catalogue.category(slug)?.data ?? []) : []).map(compareItem)
  const known = new Set(products.map((product) => product.id))
  const selected = [...new Set((query.ids ?? '').split(','))].filter((id) => known.has(id)).slice(0, max)
  const label = slug ? categoryLabel(slug) : 'Products'
  return {
    kind: 'compare',
    head: {
      title: `Compare ${label} | Product Comparison`,
      description: `Compare up to ${max} ${label.toLowerCase()} side by side: price, size, weight capacity, warranty, motor, incline and programs. ${siteName}.`,
      keywords: `compare ${label.toLowerCase()}, ${label.toLowerCase()} comparison`,
    },
    ...(slug ? { category: { slug, label } } : {}),
    products,
    selected,
    max,
    retailer,
  }
}

function compareItem(product: ApiProduct): CompareItem {
  const specs = product.specs ?? {}
  const candidates: Record<string, string | undefined> = {
    price: formatPrice(effectivePrice(product.price)),
    dimensions: specs.dimensions,
    weight: specs.weight,
    maxUserWeight: specs.maxUserWeight,
    warranty: specs.warranty,
    motorPower: specs.motor,
    inclineLevels: specs.incline,
    programs: specs.programs,
  }
  const values = Object.fromEntries(COMPARE_ROWS.map(([, key]) => [key, candidates[key] ?? 'N/A']))
  return { id: product.id, title: product.title, image: product.image, buyHref: buyHref(product), values }
}
