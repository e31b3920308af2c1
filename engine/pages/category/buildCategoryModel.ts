import type { CategoryFact, Specs } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Category } from '../../catalogue/Categories.ts'
import type { Content } from '../../load/Content.ts'
import { buyLink } from '../../shop/affiliate.ts'
import { priceBounds, priceRange } from '../../shop/listing.ts'
import { parseCompareQuery, parseListingQuery } from '../../shop/listingQuery.ts'
import { promoProduct } from '../../shop/promo.ts'
import type { CardProduct, CategoryPageModel, SidebarModel } from './CategoryPageModel.ts'
import { shownPrice } from '../../shop/priceDate.ts'

/**
 * The model of /category/{slug} for a query: the catalogue's products and seo data (the page's own
 * seo where the catalogue has none), the valid view the query asks for, settings from site.yaml,
 * and what the category's file says its cards and comparisons show.
 */
export function buildCategoryModel(content: Content, category: Category, query: Readonly<Record<string, string | undefined>>): CategoryPageModel {
  const page = content.categoryPages.get(category.slug)
  if (!page) throw new Error(`no category page for "${category.slug}": the loader requires one`)
  const listing = content.catalogue.category(category.slug)
  const shown = shownSpecs([...category.cardFacts, ...category.compareRows])
  const products = (listing?.data ?? []).map((product, index) => cardProduct(product, index + 1, shown))
  const seo = listing?.seo ?? page.seo
  const bounds = priceBounds(products)
  const { site } = content
  const promo = promoProduct(products, site.promo)
  return {
    kind: 'category',
    head: { title: seo.title, description: seo.description, keywords: seo.keywords },
    heading: seo.title,
    category: category.slug,
    label: category.label,
    path: category.path,
    products,
    filters: parseListingQuery(query, bounds.max, site.priceSlider.max),
    compared: parseCompareQuery(query.compare, products, site.compare.categoryMax),
    priceBounds: bounds,
    settings: {
      pageSize: site.listing.pageSize,
      compareMax: site.compare.categoryMax,
      promo: site.promo,
      slider: site.priceSlider,
      retailer: site.retailer.name,
      cardFacts: category.cardFacts,
      compareRows: category.compareRows,
      promoBadge: page.promo.badge,
      limitedTimeOffer: page.promo.limitedTimeOffer,
      primeDelivery: page.promo.primeDelivery,
    },
    sidebar: sidebar(content, category, products, page.sidebar),
    ...(promo ? { promoProductId: promo.id } : {}),
  }
}

/** The spec keys some card fact or compare row reads: only these are sent to the browser. */
function shownSpecs(facts: readonly CategoryFact[]): (keyof Specs)[] {
  return [...new Set(facts.flatMap((fact) => (fact.fact === 'price' ? [] : [fact.fact])))]
}

function cardProduct(product: ApiProduct, rank: number, shown: readonly (keyof Specs)[]): CardProduct {
  const specs = Object.fromEntries(shown.flatMap((key) => (product.specs?.[key] ? [[key, product.specs[key]]] : [])))
  return {
    id: product.uniqueId,
    rank,
    title: product.title,
    brand: product.brand,
    images: product.sub_images?.length ? product.sub_images : [product.image],
    price: shownPrice(product),
    rating: product.rating,
    ourScore: product.ourScore.overall,
    specs,
    ...(product.bought ? { bought: product.bought } : {}),
    ...(product.retailerChoice ? { retailerChoice: true as const } : {}),
    ...(product.pageLink ? { pageLink: product.pageLink } : {}),
    ...buyLink(product),
  }
}

function sidebar(content: Content, category: Category, products: readonly CardProduct[], copy: { howWeRank: string[]; whyTrust: string }): SidebarModel {
  const oldestCheck = products.map((product) => product.price.checkedAt).sort()[0]
  const average = products.length ? products.reduce((sum, product) => sum + product.rating.stars * 2, 0) / products.length : 0
  const top = products.reduce<CardProduct | undefined>((best, product) => (!best || product.rating.stars > best.rating.stars ? product : best), undefined)
  return {
    total: products.length,
    averageOnTen: average.toFixed(1),
    priceRange: priceRange(products),
    ...(oldestCheck ? { pricesCheckedAt: oldestCheck } : {}),
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
