import type { SiteConfig } from '../../../schemas/types.gen.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { compareHref } from '../../comparison/compareScope.ts'
import { buildCompareModel } from './buildCompareModel.ts'
import type { ComparePageModel } from './buildCompareModel.ts'

/** A comparison as a printable shortlist: only the chosen products, kept out of search engines. */
export type ComparePrintModel = Omit<ComparePageModel, 'kind'> & {
  kind: 'compare-print'
  /** The comparison this view prints, to go back and change the choice. */
  compareHref: string
}

/** /product-compare/print?category=<slug>&ids=a,b: the same choice as /product-compare, for paper. */
export function buildComparePrintModel(catalogue: Catalogue, query: Readonly<Record<string, string | undefined>>, limits: SiteConfig['compare'], siteName: string): ComparePrintModel {
  const model = buildCompareModel(catalogue, query, limits, siteName)
  const label = model.category?.label ?? 'Products'
  return {
    ...model,
    kind: 'compare-print',
    head: {
      title: `${label} shortlist to print | ${siteName}`,
      description: `The ${label.toLowerCase()} you chose, side by side on one page to print and take to a store.`,
      keywords: `${label.toLowerCase()} comparison, printable shortlist`,
      noindex: true,
    },
    compareHref: compareHref(model.category?.slug, model.selected),
  }
}
