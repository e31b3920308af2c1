import type { SiteConfig } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { buildComparison, categoryRowSpecs, comparedProduct } from '../../comparison/buildComparison.ts'
import type { CompareItem, CompareView } from '../../comparison/ComparisonModel.ts'
import { chosenIds, comparePageScope, selectable } from '../../comparison/compareScope.ts'
import type { PriceView } from '../../shop/PriceView.ts'
import type { HeadModel } from '../PageModel.ts'

/** The comparison page: what it shows, and its head. */
export type ComparePageModel = { kind: 'compare'; head: HeadModel } & CompareView

/** /product-compare?category=<slug>&ids=a,b: every product of the category, the chosen ones compared. */
export function buildCompareModel(catalogue: Catalogue, query: Readonly<Record<string, string | undefined>>, limits: SiteConfig['compare'], siteName: string): ComparePageModel {
  const category = catalogue.categories.resolve(query.category ?? '')
  const slug = category?.slug
  const { max } = comparePageScope(slug, limits)
  const rows = category ? category.generalCompareRows : []
  const offered = selectable(comparePageScope(slug, limits), slug ? (catalogue.category(slug)?.data ?? []) : [])
  const products = offered.map((product) => compareItem(product, catalogue.prices))
  const selected = chosenIds(query.ids, products, max)
  const label = category?.label ?? 'Products'
  return {
    kind: 'compare',
    head: {
      title: `Compare ${label} | Product Comparison`,
      description: `Compare up to ${max} ${label.toLowerCase()} side by side: ${rows.map((row) => row.label.toLowerCase()).join(', ')}. ${siteName}.`,
      keywords: `compare ${label.toLowerCase()}, ${label.toLowerCase()} comparison`,
    },
    ...(slug ? { category: { slug, label } } : {}),
    comparison: buildComparison(offered.map((product) => comparedProduct(product, catalogue)), slug ? categoryRowSpecs(slug, rows, catalogue.facts) : []),
    categories: catalogue.categories.all().map((c) => ({ slug: c.slug, label: c.label })),
    products,
    selected,
    max,
  }
}

function compareItem(product: ApiProduct, prices: PriceView): CompareItem {
  return { id: product.id, title: product.title, image: product.image, ...prices.summary(product.id).buyLink }
}
