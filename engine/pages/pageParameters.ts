import type { Content } from '../load/Content.ts'
import { ROUTES } from '../catalogue/siteRoutes.ts'
import { priceBounds } from '../shop/listing.ts'
import { chosenIds } from '../comparison/compareScope.ts'
import { listingQuery, parseListingQuery, wholeNumber } from '../shop/listingQuery.ts'
import { normalizeQuery } from '../shop/searchQuery.ts'
import { categoryFacets, facetNames } from './categoryFacets.ts'

/** A query as a page reads it: one value per name. */
export type QueryValues = Readonly<Record<string, string | undefined>>

/** The route's own parameters (`@category`, `@slug`...), as the router matched them. */
export type RouteValues = Readonly<Record<string, string>>

/**
 * The query-string parameters one page kind reads, in the order its URLs write them. Together with
 * the path they are the page's identity: the renderer sees only them, the answer table keys on them,
 * and everything else in a URL (utm_*, gclid, fbclid, any unknown name) changes nothing.
 */
export type PageParameters = {
  route: string
  /** Every name the page may read; reading another one is a programming error. */
  names: readonly string[]
  /** Names that make another page for search engines: the canonical link keeps them. */
  canonical: readonly string[]
  /**
   * The query in its one spelling: invalid values and defaults dropped, declared order, so that
   * equivalent URLs share one answer. Undeclared names are already gone when this runs.
   */
  normalise: (query: QueryValues, content: Content, route: RouteValues) => [string, string][]
  /**
   * The pages of this kind a search engine should find, from the content: the sitemap lists each
   * at its canonical URL (its declared parameters normalised, only the canonical ones kept). A
   * kind without it is in no sitemap.
   */
  listed?: (content: Content) => readonly ListedPage[]
  /** Names the content declares beside `names` (a category's feature filters, from its fact vocabulary). */
  contentNames?: (content: Content, route: RouteValues) => readonly string[]
}

/** A page as a kind lists it for the sitemap: its path and, when its kind declares any, a query string. */
export type ListedPage = { path: string; query?: string }

/** The route with its values in place: `/product/@slug` and `{ slug: 'x' }` give `/product/x`. */
const routePath = (route: string, values: RouteValues) => route.replace(/@(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))

/** The information pages and guides: each is listed by the kind whose route answers its path. */
const infoPages = (content: Content): ListedPage[] => [...content.infoPages.keys()].map((path) => ({ path }))

const NONE = { names: [], canonical: [], normalise: () => [] } as const

const CATEGORY_NAMES = ['sort', 'rating', 'maxPrice', 'page', 'compare']

/** /category/<slug>: the listing view (sort, rating, price cap, feature filters, page) and the products picked to compare. */
function categoryQuery(query: QueryValues, content: Content, route: RouteValues): [string, string][] {
  const products = content.catalogue.category(route.category ?? '')?.data
  if (!products) return []
  const highest = priceBounds(products.map((product) => ({ price: content.catalogue.prices.summary(product.id).price, rating: product.rating }))).max
  const { facets } = categoryFacets(content, route.category ?? '')
  const filters = parseListingQuery(query, highest, content.site.priceSlider.max, facets)
  const compared = chosenIds(query.compare, products.map((product) => ({ id: product.uniqueId })), content.site.compare.categoryMax)
  return [...new URLSearchParams(listingQuery(filters, highest, compared, facets).slice(1))]
}

/** A category's feature filter names, from its fact vocabulary; a fact named like a listing parameter is not a filter. */
function categoryFilterNames(content: Content, route: RouteValues): string[] {
  if (!content.catalogue.category(route.category ?? '')) return []
  return facetNames(categoryFacets(content, route.category ?? '').facets).filter((name) => !CATEGORY_NAMES.includes(name))
}

/** Every name a page kind reads for this content and route: its own and those its content declares. */
export function declaredNames(kind: PageKind, content: Content, route: RouteValues): readonly string[] {
  const parameters: PageParameters = PAGE_KINDS[kind]
  return parameters.contentNames ? [...parameters.names, ...parameters.contentNames(content, route)] : parameters.names
}

/** /product-compare: a known category (its slug), then the chosen products of it, each once, at most the maximum. */
function compareQuery(query: QueryValues, content: Content): [string, string][] {
  const category = content.catalogue.categories.resolve(query.category ?? '')
  if (!category) return []
  const ids = chosenIds(query.ids, content.catalogue.category(category.slug)?.data ?? [], content.site.compare.generalMax)
  return ids.length ? [['category', category.slug], ['ids', ids.join(',')]] : [['category', category.slug]]
}

/** /search: the text as searched (spaces collapsed, trimmed, cut to the longest query read), and a page past the first; blank is no query. */
function searchQuery(query: QueryValues): [string, string][] {
  const text = normalizeQuery(query.query)
  const page = wholeNumber(query.page)
  return text ? [['query', text], ...(page !== undefined && page > 1 ? [['page', String(page)] as [string, string]] : [])] : []
}

/**
 * Every page kind with the parameters it declares and the pages it lists: the one list the router,
 * the answer table's key, the canonical link and the sitemap read. Most specific routes first:
 * the first match wins.
 */
export const PAGE_KINDS = {
  home: { route: '/', ...NONE, listed: () => [{ path: '/' }] },
  search: { route: ROUTES.search, names: ['query', 'page'], canonical: [], normalise: searchQuery },
  comparePrint: { route: ROUTES.comparePrint, names: ['category', 'ids'], canonical: ['category'], normalise: compareQuery },
  compare: { route: ROUTES.compare, names: ['category', 'ids'], canonical: ['category'], normalise: compareQuery },
  gallery: { route: ROUTES.gallery, ...NONE },
  guides: { route: ROUTES.guides, ...NONE, listed: () => [{ path: ROUTES.guides }] },
  guide: { route: ROUTES.guide, ...NONE, listed: infoPages },
  review: { route: ROUTES.review, ...NONE, listed: (content) => [...content.reviews.keys()].map((slug) => ({ path: routePath(ROUTES.review, { slug }) })) },
  category: { route: ROUTES.category, names: CATEGORY_NAMES, canonical: [], normalise: categoryQuery, contentNames: categoryFilterNames, listed: (content) => content.categories.all().map((category) => ({ path: routePath(ROUTES.category, { category: category.slug }) })) },
  info: { route: ROUTES.info, ...NONE, listed: infoPages },
} as const satisfies Record<string, PageParameters>

export type PageKind = keyof typeof PAGE_KINDS
