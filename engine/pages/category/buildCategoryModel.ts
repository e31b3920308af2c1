import type { CategorySlug } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import { CATEGORY_SLUGS, categoryLabel, categoryPath } from '../../catalogue/categories.ts'
import type { Content } from '../../load/Content.ts'
import { buyHref } from '../../shop/affiliate.ts'
import { priceBounds } from '../../shop/listing.ts'
import { parseListingQuery } from '../../shop/listingQuery.ts'
import { promoProduct } from '../../shop/promo.ts'
import type { CardProduct, CategoryPageModel, SidebarModel } from './CategoryPageModel.ts'

/**
 * The model of /category/{slug} for a query: the catalogue's products and seo data (the page's own
 * seo where the catalogue has none), the valid view the query asks for, settings from site.yaml.
 */
export function buildCategoryModel(content: Content, slug: CategorySlug, query: Readonly<Record<string, string | undefined>>): CategoryPageModel {
  const page = content.categoryPages.get(slug)
  if (!page) throw new Error(`no category page for "${slug}": the loader requires one`)
  const listing = content.catalogue.category(slug)
  const products = (listing?.data ?? []).map(cardProduct)
  const seo = listing?.seo ?? page.seo
  const bounds = priceBounds(products)
  const { site } = content
  const promo = promoProduct(products, site.promo)
  return {
    kind: 'category',
    head: { title: seo.title, description: seo.description, keywords: seo.keywords },
    heading: seo.title,
    category: slug,
    path: categoryPath(slug),
    products,
    filters: parseListingQuery(query, bounds.max, site.priceSlider.max),
    priceBounds: bounds,
    treadmill: slug === 'treadmills',
    settings: {
      pageSize: site.listing.pageSize,
      compareMax: site.compare.categoryMax,
      promo: site.promo,
      slider: site.priceSlider,
      retailer: site.retailer.name,
      cardTitleFallback: page.cardTitleFallback ?? 'High-Quality Treadmill',
      promoBadge: page.promo.badge,
      limitedTimeOffer: page.promo.limitedTimeOffer ?? false,
      primeDelivery: page.promo.primeDelivery ?? false,
    },
    sidebar: sidebar(slug, products, bounds, page.sidebar),
    ...(promo ? { promoProductId: promo.id } : {}),
  }
}

function cardProduct(product: ApiProduct): CardProduct {
  const { color, resistance, dimensions, motor, incline, maxUserWeight } = product.specs ?? {}
  const specs = Object.fromEntries(Object.entries({ color, resistance, dimensions, motor, incline, maxUserWeight }).filter(([, value]) => value))
  return {
    id: product.uniqueId,
    title: product.title,
    brand: product.brand,
    images: product.sub_images?.length ? product.sub_images : [product.image],
    price: product.price,
    rating: product.rating,
    specs,
    ...(product.bought ? { bought: product.bought } : {}),
    ...(product.pageLink ? { pageLink: product.pageLink } : {}),
    buyHref: buyHref(product),
  }
}

function sidebar(slug: CategorySlug, products: readonly CardProduct[], bounds: { min: number; max: number }, copy: { howWeRank: string[]; whyTrust: string }): SidebarModel {
  const average = products.length ? products.reduce((sum, product) => sum + product.rating.stars * 2, 0) / products.length : 0
  const top = products.reduce<CardProduct | undefined>((best, product) => (!best || product.rating.stars > best.rating.stars ? product : best), undefined)
  return {
    total: products.length,
    averageOnTen: average.toFixed(1),
    priceRange: bounds,
    ...(top ? { topRated: { title: top.title ?? top.brand, ...(top.pageLink ? { href: top.pageLink } : {}) } } : {}),
    relatedCategories: CATEGORY_SLUGS.filter((other) => other !== slug).map((other) => ({ label: categoryLabel(other), href: categoryPath(other) })),
    compareHref: `/product-compare?category=${slug}`,
    howWeRank: copy.howWeRank,
    whyTrust: copy.whyTrust,
  }
}
