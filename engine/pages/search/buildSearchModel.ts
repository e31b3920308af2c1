import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryLabel, categoryPath } from '../../catalogue/categories.ts'
import { buyHref } from '../../shop/affiliate.ts'
import { normalizeQuery, searchProducts } from '../../shop/searchProducts.ts'
import type { HeadModel } from '../PageModel.ts'

export type SearchResult = {
  id: string
  title: string
  image: string
  category: string
  rating: { stars: number; count: number }
  price: { regular: number; discount?: number }
  /** The review when there is one, else the category list. */
  href: string
  buyHref: string
}

export type SearchPageModel = { kind: 'search'; head: HeadModel; query: string; results: SearchResult[]; retailer: string }

export function buildSearchModel(rawQuery: string | undefined, catalogue: Catalogue, siteName: string, retailer: string): SearchPageModel {
  const query = normalizeQuery(rawQuery)
  const results = searchProducts(catalogue.all(), query).map(
    (product): SearchResult => ({
      id: product.id,
      title: product.title,
      image: product.image,
      category: categoryLabel(product.category),
      rating: product.rating,
      price: product.price,
      href: product.pageLink ?? categoryPath(product.category),
      buyHref: buyHref(product),
    }),
  )
  const title = query ? `Search results for "${query}" | ${siteName}` : `Search | ${siteName}`
  return {
    kind: 'search',
    head: { title, description: `Home gym equipment matching "${query}": ranked treadmills, rowers, ellipticals and bikes.`, keywords: query },
    query,
    results,
    retailer,
  }
}
