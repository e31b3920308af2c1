import type { Category } from '../../catalogue/Categories.ts'
import { categoryViewApi } from '../../catalogue/siteRoutes.ts'
import { categoryPageScope, compareHref } from '../../comparison/compareScope.ts'
import type { Content } from '../../load/Content.ts'
import type { GivenAward } from '../../catalogue/awards.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import { customerRatingScore, meanStars } from '../../catalogue/scoreProduct.ts'
import { renderTokensIn } from '../../prose/proseTokens.ts'
import { siteTokenValues } from '../../prose/siteTokenValues.ts'
import { priceRange } from '../../shop/listing.ts'
import { promoProduct } from '../../shop/promo.ts'
import { cardProduct, shownSpecs } from './cardProduct.ts'
import type { CategoryAward, CategoryPageModel, RankedProduct, SidebarModel } from './CategoryPageModel.ts'
import { categoryFacets } from '../categoryFacets.ts'
import { categoryListing } from './categoryView.ts'

/**
 * The model of /category/{slug} for a query: the catalogue's products and seo data (the page's own
 * seo where the catalogue has none), the valid view the query asks for with the cards of its page
 * only, settings from site.yaml, and what the category's file says its cards and comparisons show.
 */
export function buildCategoryModel(content: Content, category: Category, query: Readonly<Record<string, string | undefined>>): CategoryPageModel {
  const page = content.categoryPages.get(category.slug)
  if (!page) throw new Error(`no category page for "${category.slug}": the loader requires one`)
  const listing = content.catalogue.category(category.slug)
  const { ranked, facets, priceBounds, view } = categoryListing(content, category, query)
  const { site } = content
  // The category's own words about the site (its seo texts, the sidebar's copy) render the site's tokens.
  const values = siteTokenValues({ site, catalogue: content.catalogue })
  const seo = renderTokensIn(listing?.seo ?? page.seo, values)
  const promo = promoCard(content, category, listing?.data ?? [])
  const methodHref = `${site.seo.methodLink.href}#method-${category.slug}`
  return {
    kind: 'category',
    head: { title: seo.title, description: seo.description, keywords: seo.keywords },
    heading: seo.title,
    category: category.slug,
    label: category.label,
    path: category.path,
    viewApi: categoryViewApi(category.slug),
    view,
    ranking: ranked.map(({ rank, title, pageLink }) => ({ rank, title, ...(pageLink ? { pageLink } : {}) })),
    awards: categoryAwards(listing?.awards ?? [], listing?.data ?? []),
    methodHref,
    rankedOn: { date: listing?.rankedOn ?? category.method.date, methodVersion: category.method.version, ...(listing?.pricesOn ? { pricesOn: listing.pricesOn } : {}) },
    facets,
    priceBounds,
    settings: {
      pageSize: site.listing.pageSize,
      compareMax: categoryPageScope(category.slug, site.compare).max,
      promo: site.promo,
      slider: site.priceSlider,
      cardFacts: category.cardFacts,
      compareRows: category.compareRows,
    },
    sidebar: sidebar(content, category, ranked, { ...renderTokensIn(page.sidebar, values), methodHref }),
    ...(promo ? { promo } : {}),
  }
}

/** The promoted product's card: the one at the promo's place in the ranking. */
function promoCard(content: Content, category: Category, products: readonly ApiProduct[]) {
  const product = promoProduct(products, content.site.promo)
  if (!product) return undefined
  const features = categoryFacets(content, category.slug).values.get(product.uniqueId) ?? {}
  const inputs = { shown: shownSpecs(category.cardFacts), book: content.catalogue.facts, prices: content.catalogue.prices, features }
  return cardProduct(product, products.indexOf(product) + 1, inputs)
}

/** The category's awards for its intro: each rule and the product it went to. */
function categoryAwards(awards: readonly GivenAward[], products: readonly ApiProduct[]): CategoryAward[] {
  return awards.flatMap((award) => {
    const winner = products.find((product) => product.uniqueId === award.winnerId)
    return winner ? [{ label: award.label, rule: award.rule, winner: { id: winner.uniqueId, title: winner.title, ourScore: winner.ourScore.overall, ...(winner.pageLink ? { href: winner.pageLink } : {}) } }] : []
  })
}

function sidebar(content: Content, category: Category, products: readonly RankedProduct[], copy: { whyTrust: string; methodHref: string }): SidebarModel {
  const oldestCheck = products.flatMap(({ price }) => (price ? [price.checkedAt] : [])).sort()[0]
  // Each product weighs by its number of ratings: the average of every rating given, not of the products' averages.
  const count = products.reduce((sum, product) => sum + product.rating.count, 0)
  const stars = count ? products.reduce((sum, product) => sum + product.rating.stars * product.rating.count, 0) / count : 0
  // Top Rated by the published user-feedback rule (the customer rating pulled toward the category's
  // mean when few have rated), not the raw stars: 4.8 stars from 40 ratings is not above 4.6 from 4,000.
  const mean = meanStars(products)
  const feedback = (product: RankedProduct) => customerRatingScore(product.rating, mean, category.method.customerRatingPrior)
  const top = products.reduce<RankedProduct | undefined>((best, product) => (!best || feedback(product) > feedback(best) ? product : best), undefined)
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
    compareHref: compareHref(category.slug),
    compareMax: content.site.compare.generalMax,
    compareFacts: category.generalCompareRows.slice(0, 3).map((row) => row.label.toLowerCase()),
    // The scored parts as the method publishes them, so the box can only list what the score uses.
    howWeRank: category.method.criteria.map(({ label, weight, judges }) => ({ label, weight, judges })),
    methodHref: copy.methodHref,
    whyTrust: copy.whyTrust,
    trustLink: content.site.navigation.sidebarTrustLink,
  }
}
