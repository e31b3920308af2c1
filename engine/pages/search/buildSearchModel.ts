import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryPath } from '../../catalogue/Categories.ts'
import type { Categories } from '../../catalogue/Categories.ts'
import { buyLink } from '../../shop/affiliate.ts'
import { normalizeQuery, searchProducts } from '../../shop/searchProducts.ts'
import type { HeadModel } from '../PageModel.ts'
import { shownPrice } from '../../shop/priceDate.ts'
import type { ShownPrice } from '../../shop/priceDate.ts'

export type SearchResult = {
  id: string
  title: string
  image: string
  category: string
  rating: { stars: number; count: number }
  price: ShownPrice
  /** The review when there is one, else the category list. */
  href: string
  buyHref: string
  shop: string
}

export type SearchPageModel = { kind: 'search'; head: HeadModel; query: string; results: SearchResult[]; retailer: string }

export function buildSearchModel(rawQuery: string | undefined, catalogue: Catalogue, categories: Categories, siteName: string, retailer: string): SearchPageModel {
  const query = normalizeQuery(rawQuery)
  const labelOf = (slug: string) => categories.get(slug)?.label ?? slug
  const results = searchProducts(catalogue.all(), query, labelOf).map(
    (product): SearchResult => ({
      id: product.id,
      title: product.title,
      image: product.image,
      category: labelOf(product.category),
      rating: product.rating,
      price: shownPrice(product),
      href: product.pageLink ?? categoryPath(product.category),
      ...buyLink(product),
    }),
  )
  const title = query ? `Search results for "${query}" | ${siteName}` : `Search | ${siteName}`
  return {
    kind: 'search',
    head: { title, description: `Home gym equipment matching "${query}": ranked ${categories.all().map((c) => c.label.toLowerCase()).join(', ')}.`, keywords: query },
    query,
    results,
    retailer,
  }
}
