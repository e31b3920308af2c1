import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import type { Categories } from '../../catalogue/Categories.ts'
import { productHref } from '../../catalogue/productHref.ts'
import { normalizeQuery, productSearch } from '../../catalogue/searchProducts.ts'
import type { HeadModel } from '../PageModel.ts'
import { checkPriceOf } from '../../shop/PriceView.ts'
import type { PriceCheck } from '../../shop/PriceView.ts'
import type { ShownPrice } from '../../shop/priceDate.ts'
import type { CustomerRating } from '../../shop/rating.ts'

export type SearchResult = {
  id: string
  title: string
  image: string
  category: string
  rating: CustomerRating
  /** The site's score out of 10, computed from the category's method. */
  ourScore: number
  /** Undefined when no retailer has it in stock, or its price is too old to show: no number is shown. */
  price?: ShownPrice | undefined
  /** The best offer's price is too old to show: "Check price at" its retailer, in the price's place. */
  checkPrice?: PriceCheck | undefined
  /** The review when there is one, else the product's card on its category page. */
  href: string
  buyHref?: string
  shop?: string
}

type CategoryLink = { label: string; path: string }

/**
 * What a search that found nothing offers instead: the nearest category (every category when
 * none is near) and the most popular products.
 */
export type SearchAlternatives = { category?: CategoryLink; browse: CategoryLink[]; popular: SearchResult[] }

export type SearchPageModel = {
  kind: 'search'
  head: HeadModel
  query: string
  /** The results of the page shown, at most the listing's page size. */
  results: SearchResult[]
  /** How many products the query found, on every page. */
  total: number
  /** The page shown (from 1; a page past the last shows the last) and how many there are. */
  page: number
  pageCount: number
  /** Set when a query found nothing. */
  alternatives?: SearchAlternatives
}

/** How many of the most popular products a search that found nothing offers. */
const POPULAR_COUNT = 4

type SearchSettings = { siteName: string; pageSize: number }

/**
 * The results page of a query: the products it found, a listing page's worth at a time (a query
 * such as "bike" finds thousands at scale), each with its price at the catalogue's snapshot.
 */
export function buildSearchModel(rawQuery: string | undefined, requestedPage: number, catalogue: Catalogue, categories: Categories, settings: SearchSettings): SearchPageModel {
  const query = normalizeQuery(rawQuery)
  const search = productSearch(catalogue)
  const toResult = (product: ApiProduct, summary = catalogue.prices.summary(product.id)): SearchResult => ({
    id: product.id,
    title: product.title,
    image: product.image,
    category: categories.get(product.category)?.label ?? product.category,
    rating: product.rating,
    ourScore: product.ourScore.overall,
    price: summary.price,
    ...checkPriceOf(summary),
    href: productHref(product, catalogue, settings.pageSize),
    ...summary.buyLink,
  })
  const found = search.search(query)
  const pageCount = Math.max(1, Math.ceil(found.length / settings.pageSize))
  const page = Math.min(Math.max(1, requestedPage), pageCount)
  const results = found.slice((page - 1) * settings.pageSize, page * settings.pageSize).map((product) => toResult(product))
  const alternatives = query && !found.length ? alternativesTo(query, catalogue, (products) => products.map((product) => toResult(product))) : undefined
  // A later page says which in its title, so the tabs and the history of a shopper paging through tell them apart.
  const title = query ? `Search results for "${query}"${page > 1 ? `, page ${page}` : ''} | ${settings.siteName}` : `Search | ${settings.siteName}`
  return {
    kind: 'search',
    head: { title, description: `Home gym equipment matching "${query}": ranked ${categories.all().map((c) => c.label.toLowerCase()).join(', ')}.`, keywords: query },
    query,
    results,
    total: found.length,
    page,
    pageCount,
    ...(alternatives ? { alternatives } : {}),
  }
}

function alternativesTo(query: string, catalogue: Catalogue, toResults: (products: readonly ApiProduct[]) => SearchResult[]): SearchAlternatives {
  const closest = productSearch(catalogue).closestCategory(query)
  const link = ({ label, path }: CategoryLink) => ({ label, path })
  return {
    ...(closest ? { category: link(closest) } : {}),
    browse: closest ? [] : catalogue.categories.all().map(link),
    popular: toResults(mostPopular(catalogue.all())),
  }
}

/** The products most shoppers rated (the catalogue's measure of popularity), most first. */
function mostPopular(products: readonly ApiProduct[]): readonly ApiProduct[] {
  return [...products].sort((a, b) => b.rating.count - a.rating.count).slice(0, POPULAR_COUNT)
}
