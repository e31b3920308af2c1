import type { CategoryFact, CategorySlug } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { buyLink } from '../../shop/affiliate.ts'
import { factValue } from '../../shop/factValue.ts'
import { currentPrice } from '../../shop/currentPrice.ts'
import type { HeadModel } from '../PageModel.ts'

/** One row of the table: its label and, per product, the value under `fact`. */
export type CompareRow = { label: string; fact: CategoryFact['fact'] }

export type CompareItem = { id: string; title: string; image: string; buyHref: string; shop: string; values: Partial<Record<CategoryFact['fact'], string>> }

export type ComparePageModel = {
  kind: 'compare'
  head: HeadModel
  category?: { slug: CategorySlug; label: string }
  /** The category's general-comparison rows (its file's generalCompareRows). */
  rows: CompareRow[]
  /** Every category, for the "choose a category" list. */
  categories: { slug: CategorySlug; label: string }[]
  products: CompareItem[]
  /** Ids chosen in the URL (?ids=a,b), valid and at most `max`. */
  selected: string[]
  max: number
  retailer: string
}

/** /product-compare?category=<slug>&ids=a,b: every product of the category, the chosen ones compared. */
export function buildCompareModel(catalogue: Catalogue, query: Readonly<Record<string, string | undefined>>, max: number, siteName: string, retailer: string): ComparePageModel {
  const category = catalogue.categories.resolve(query.category ?? '')
  const slug = category?.slug
  const rows = category ? [...category.generalCompareRows] : []
  const products = (slug ? (catalogue.category(slug)?.data ?? []) : []).map((product) => compareItem(product, rows))
  const known = new Set(products.map((product) => product.id))
  const selected = [...new Set((query.ids ?? '').split(','))].filter((id) => known.has(id)).slice(0, max)
  const label = category?.label ?? 'Products'
  return {
    kind: 'compare',
    head: {
      title: `Compare ${label} | Product Comparison`,
      description: `Compare up to ${max} ${label.toLowerCase()} side by side: ${rows.map((row) => row.label.toLowerCase()).join(', ')}. ${siteName}.`,
      keywords: `compare ${label.toLowerCase()}, ${label.toLowerCase()} comparison`,
    },
    ...(slug ? { category: { slug, label } } : {}),
    rows,
    categories: catalogue.categories.all().map((c) => ({ slug: c.slug, label: c.label })),
    products,
    selected,
    max,
    retailer,
  }
}

function compareItem(product: ApiProduct, rows: readonly CompareRow[]): CompareItem {
  const values = Object.fromEntries(rows.map(({ fact }) => [fact, factValue({ ...product, price: currentPrice(product) }, fact) ?? 'N/A']))
  return { id: product.id, title: product.title, image: product.image, ...buyLink(product), values }
}
