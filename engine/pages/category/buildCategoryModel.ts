import type { CategoryFact } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Category } from '../../catalogue/Categories.ts'
import { buildComparison, categoryRowSpecs } from '../../comparison/buildComparison.ts'
import type { ComparisonModel } from '../../comparison/ComparisonModel.ts'
import { categoryPageScope, chosenIds, selectable } from '../../comparison/compareScope.ts'
import type { Content } from '../../load/Content.ts'
import type { FactBook } from '../../facts/FactBook.ts'
import { buyLink } from '../../shop/affiliate.ts'
import { priceBounds, priceRange } from '../../shop/listing.ts'
import { factAmounts, factValues } from '../../shop/productFacts.ts'
import { parseListingQuery } from '../../shop/listingQuery.ts'
import { promoProduct } from '../../shop/promo.ts'
import type { CardProduct, CategoryAward, CategoryPageModel, SidebarModel } from './CategoryPageModel.ts'
import type { GivenAward } from '../../catalogue/awards.ts'
import { currentPrice, priceCheck } from '../../shop/currentPrice.ts'
import { offersFor } from '../../shop/offerBook.ts'
import { priceClaims } from '../../shop/priceClaims.ts'
import type { DealRule } from '../../shop/priceRules.ts'
import type { FeatureValues } from '../../shop/featureFilters.ts'
import { categoryFacets } from './categoryFacets.ts'

/**
 * The model of /category/{slug} for a query: the catalogue's products and seo data (the page's own
 * seo where the catalogue has none), the valid view the query asks for, settings from site.yaml,
 * and what the category's file says its cards and comparisons show.
 */
export function buildCategoryModel(content: Content, category: Category, query: Readonly<Record<string, string | undefined>>): CategoryPageModel {
  const page = content.categoryPages.get(category.slug)
  if (!page) throw new Error(`no category page for "${category.slug}": the loader requires one`)
  const listing = content.catalogue.category(category.slug)
  const shown = shownSpecs(category.cardFacts)
  const { facets, values } = categoryFacets(content, category.slug)
  const products = (listing?.data ?? []).map((product, index) => cardProduct(product, index + 1, shown, content.catalogue.facts, values.get(product.uniqueId) ?? {}, content.site.deals))
  const seo = listing?.seo ?? page.seo
  const bounds = priceBounds(products)
  const { site } = content
  const scope = categoryPageScope(category.slug, site.compare)
  const promo = promoProduct(products, site.promo)
  return {
    kind: 'category',
    head: { title: seo.title, description: seo.description, keywords: seo.keywords },
    heading: seo.title,
    category: category.slug,
    label: category.label,
    path: category.path,
    products,
    awards: categoryAwards(listing?.awards ?? [], products),
    methodHref: `${site.seo.methodLink.href}#method-${category.slug}`,
    filters: parseListingQuery(query, bounds.max, site.priceSlider.max, facets),
    compared: chosenIds(query.compare, products, scope.max),
    comparison: comparison(selectable(scope, listing?.data ?? []), category, content.catalogue.facts),
    facets,
    priceBounds: bounds,
    settings: {
      pageSize: site.listing.pageSize,
      compareMax: scope.max,
      promo: site.promo,
      slider: site.priceSlider,
      retailer: site.retailer.name,
      cardFacts: category.cardFacts,
      compareRows: category.compareRows,
      limitedTimeOffer: page.promo.limitedTimeOffer,
      primeDelivery: page.promo.primeDelivery,
    },
    sidebar: sidebar(content, category, products, page.sidebar),
    ...(promo ? { promoProductId: promo.id } : {}),
  }
}

/** The category's awards for its intro: each rule and the product it went to. */
function categoryAwards(awards: readonly GivenAward[], products: readonly CardProduct[]): CategoryAward[] {
  return awards.flatMap((award) => {
    const winner = products.find((product) => product.id === award.winnerId)
    return winner ? [{ label: award.label, rule: award.rule, winner: { id: winner.id, title: winner.title, ourScore: winner.ourScore, ...(winner.pageLink ? { href: winner.pageLink } : {}) } }] : []
  })
}

/** The compare dialog's columns and rows: price and rating, then the category's own rows. */
function comparison(products: readonly ApiProduct[], category: Category, book: FactBook): ComparisonModel {
  const specs = [{ computed: 'price' as const }, { computed: 'rating' as const }, ...categoryRowSpecs(category.slug, category.compareRows, book)]
  return buildComparison(
    products.map((product) => ({ id: product.uniqueId, title: product.title, image: product.image, ...(product.pageLink ? { href: product.pageLink } : {}), facts: factValues(product, book), amounts: factAmounts(product, book), ourScore: product.ourScore.overall })),
    specs,
  )
}

/** The fact keys some card fact reads: only these are sent to the browser. */
function shownSpecs(facts: readonly CategoryFact[]): string[] {
  return [...new Set(facts.flatMap((fact) => (fact.fact === 'price' ? [] : [fact.fact])))]
}

function cardProduct(product: ApiProduct, rank: number, shown: readonly string[], book: FactBook, features: FeatureValues, deals: DealRule | undefined): CardProduct {
  const specs = Object.fromEntries(shown.flatMap((key) => {
    const value = book.display(product, key)
    return value ? [[key, value]] : []
  }))
  return {
    id: product.uniqueId,
    rank,
    title: product.title,
    brand: product.brand,
    images: product.sub_images?.length ? product.sub_images : [product.image],
    price: currentPrice(product),
    ...priceCheck(product),
    inStockAt: offersFor(product.id).filter((offer) => offer.availability === 'in_stock').length,
    claims: priceClaims(product, deals),
    rating: product.rating,
    ourScore: product.ourScore.overall,
    awards: product.awards,
    specs,
    features,
    ...(product.retailerChoice ? { retailerChoice: true as const } : {}),
    ...(product.pageLink ? { pageLink: product.pageLink } : {}),
    ...buyLink(product),
  }
}

function sidebar(content: Content, category: Category, products: readonly CardProduct[], copy: { howWeRank: string[]; whyTrust: string }): SidebarModel {
  const oldestCheck = products.flatMap(({ price }) => (price ? [price.checkedAt] : [])).sort()[0]
  // Each product weighs by its number of ratings: the average of every rating given, not of the products' averages.
  const count = products.reduce((sum, product) => sum + product.rating.count, 0)
  const stars = count ? products.reduce((sum, product) => sum + product.rating.stars * product.rating.count, 0) / count : 0
  const top = products.reduce<CardProduct | undefined>((best, product) => (!best || product.rating.stars > best.rating.stars ? product : best), undefined)
  return {
    total: products.length,
    customerRating: { stars, count, ...content.site.customerRatings },
    priceRange: priceRange(products),
    ...(oldestCheck ? { pricesCheckedAt: oldestCheck } : {}),
    ...(products.some(({ price }) => price?.demo) ? { demoPrices: true as const } : {}),
    ...(top ? { topRated: { title: top.title, ...(top.pageLink ? { href: top.pageLink } : {}) } } : {}),
    relatedCategories: content.categories
      .all()
      .filter((other) => other.slug !== category.slug)
      .map((other) => ({ label: other.label, href: other.path })),
    compareHref: `/product-compare?category=${category.slug}`,
    compareMax: content.site.compare.generalMax,
    compareFacts: category.generalCompareRows.slice(0, 3).map((row) => row.label.toLowerCase()),
    howWeRank: copy.howWeRank,
    whyTrust: copy.whyTrust,
    trustLink: content.site.navigation.sidebarTrustLink,
  }
}
