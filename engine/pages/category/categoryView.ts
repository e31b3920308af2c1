import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Category } from '../../catalogue/Categories.ts'
import { buildComparison, categoryRowSpecs, comparedProduct } from '../../comparison/buildComparison.ts'
import type { ComparisonModel } from '../../comparison/ComparisonModel.ts'
import { categoryPageScope, chosenIds, selectable } from '../../comparison/compareScope.ts'
import type { Content } from '../../load/Content.ts'
import { activeFilters, facetCounts, narrowestFilter } from '../../shop/viewFilters.ts'
import type { PriceView } from '../../shop/PriceView.ts'
import type { Facet } from '../../shop/featureFilters.ts'
import { applyListing, priceBounds } from '../../shop/listing.ts'
import { parseListingQuery } from '../../shop/listingQuery.ts'
import { cardProduct, shownSpecs } from './cardProduct.ts'
import type { CardInputs } from './cardProduct.ts'
import type { CategoryView, RankedProduct } from './CategoryPageModel.ts'
import { categoryFacets } from '../categoryFacets.ts'

/** A category's list for one query: every product as the filters read it, and the view the query asks for. */
type CategoryListing = {
  /** Every product of the category in ranked order, with only what filtering, sorting and the sidebar read. */
  ranked: RankedProduct[]
  facets: Facet[]
  priceBounds: { min: number; max: number }
  view: CategoryView
}

/**
 * The view a query asks of a category's list, made valid: which products pass, the cards of the
 * asked page only, the counts beside each choice, and the comparison columns of the listed and
 * compared products. Both the page and the browser's fetch on a filter change get it from here.
 */
export function categoryListing(content: Content, category: Category, query: Readonly<Record<string, string | undefined>>): CategoryListing {
  const data = content.catalogue.category(category.slug)?.data ?? []
  const { facets, values } = categoryFacets(content, category.slug)
  const ranked = data.map((product, index) => rankedProduct(product, index + 1, values.get(product.uniqueId) ?? {}, content.catalogue.prices))
  const bounds = priceBounds(ranked)
  const scope = categoryPageScope(category.slug, content.site.compare)
  const filters = parseListingQuery(query, bounds.max, content.site.priceSlider.max, facets)
  const compared = chosenIds(query.compare, ranked, scope.max)
  const listed = applyListing(ranked, filters, bounds.min, content.site.listing.pageSize)
  const byId = new Map(data.map((product, index) => [product.uniqueId, { product, rank: index + 1 }]))
  const inputs: Omit<CardInputs, 'features'> = { shown: shownSpecs(category.cardFacts), book: content.catalogue.facts, prices: content.catalogue.prices }
  const card = (id: string) => {
    const found = byId.get(id)
    return found && cardProduct(found.product, found.rank, { ...inputs, features: values.get(id) ?? {} })
  }
  const cards = listed.items.flatMap((item) => card(item.id) ?? [])
  const comparedCards = compared.flatMap((id) => cards.find((listedCard) => listedCard.id === id) ?? card(id) ?? [])
  const columns = selectable(scope, [...new Set([...cards, ...comparedCards].map((one) => one.id))].flatMap((id) => byId.get(id)?.product ?? []))
  const drop = listed.total === 0 ? narrowestFilter(ranked, filters, activeFilters(filters, bounds.max, facets), bounds.min) : undefined
  return {
    ranked,
    facets,
    priceBounds: bounds,
    view: {
      filters,
      compared,
      cards,
      comparedCards,
      page: listed.page,
      pageCount: listed.pageCount,
      total: listed.total,
      counts: facetCounts(ranked, filters, bounds.min, facets),
      ...(drop ? { drop: { key: drop.filter.key, count: drop.count } } : {}),
      comparison: comparison(columns, category, content),
    },
  }
}

function rankedProduct(product: ApiProduct, rank: number, features: RankedProduct['features'], prices: PriceView): RankedProduct {
  const { price } = prices.summary(product.id)
  return { id: product.uniqueId, rank, title: product.title, ...(price ? { price } : {}), rating: product.rating, features, ...(product.pageLink ? { pageLink: product.pageLink } : {}) }
}

/** The compare dialog's columns and rows: price and rating, then the category's own rows. */
function comparison(products: readonly ApiProduct[], category: Category, content: Content): ComparisonModel {
  const book = content.catalogue.facts
  const specs = [{ computed: 'price' as const }, { computed: 'rating' as const }, ...categoryRowSpecs(category.slug, category.compareRows, book)]
  return buildComparison(products.map((product) => comparedProduct(product, content.catalogue)), specs)
}

