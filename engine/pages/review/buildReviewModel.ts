import type { Retailer, ReviewPage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryPath } from '../../catalogue/Categories.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'
import type { PageModel } from '../PageModel.ts'
import type { ReviewProductModel } from '../../sections/contract/ReviewProductModel.ts'
import { factLabels, factValues, specRows } from '../../shop/productFacts.ts'
import { propertyValues, schemaOrgFacts } from '../../facts/structuredFacts.ts'
import { relatedData } from './relatedProducts.ts'
import { reviewHeadline } from '../../format/reviewHeadline.ts'
import { firstOf, renderTokens, renderTokensIn } from '../../prose/proseTokens.ts'
import type { TokenValues } from '../../prose/proseTokens.ts'
import { siteTokenValues } from '../../prose/siteTokenValues.ts'
import { tokenValues } from '../../prose/tokenValues.ts'
import { checkPriceOf } from '../../shop/PriceView.ts'

/**
 * A review page's model: the catalogue product's fields win, the review's built-in defaults fill
 * what it lacks. Built on the server for every request,
 * so a review opened from any link is complete without navigation state.
 */
export function buildReviewModel(written: ReviewPage, writtenProduct: ApiProduct, site: SiteConfig, catalogue: Catalogue, retailers: readonly Retailer[]): PageModel & { product: ReviewProductModel } {
  // Prices, shipping, the shop and its terms, and facts the text names by token are today's, from
  // the offers, retailers.yaml and the catalogue; the site's own tokens render here too.
  const values = firstOf(tokenValues({ product: writtenProduct, catalogue, retailers }), siteTokenValues({ site, catalogue }))
  const review = renderTokensIn(written, values)
  const product = { ...writtenProduct, description: renderTokens(writtenProduct.description, values), ...(writtenProduct.faqs ? { faqs: renderTokensIn(writtenProduct.faqs, values) } : {}) }
  const category = catalogue.categories.get(product.category) ?? { label: product.category, path: categoryPath(product.category) }
  const model = reviewProduct(review, product, site, catalogue, values)
  // The page's own spelling of its category link is kept; the server redirects it to the canonical one.
  const categoryHref = review.categoryLink ?? category.path
  const related = relatedData(review.sections, product, catalogue)
  return {
    kind: 'sections',
    head: {
      title: model.headline,
      description: review.seo.description,
      keywords: review.seo.keywords,
    },
    breadcrumb: [
      { label: 'Home', href: '/' },
      { label: category.label, href: categoryHref },
      { label: product.brand },
    ],
    backHref: categoryHref,
    // Every review says when it was last brought up to date: in its hero's byline, or above its sections.
    ...(review.sections.some((section) => section.type === 'review-hero') ? {} : { lastUpdated: review.updatedAt }),
    sections: resolveSections(review.sections, { catalogue, site, product: model }),
    product: model,
    ...(related ? { related } : {}),
    ...(review.layout ? { layout: review.layout } : {}),
  }
}

function reviewProduct(review: ReviewPage, product: ApiProduct, site: SiteConfig, catalogue: Catalogue, values: TokenValues): ReviewProductModel {
  const defaults = review.defaults ?? {}
  const catalogueImages = product.sub_images?.length ? product.sub_images : [product.image]
  const images = catalogueImages.length > 1 || !defaults.images ? catalogueImages : defaults.images
  // Price, claims and buy link all from the summary the API and the product's card read too.
  const summary = catalogue.prices.summary(product.id)
  return {
    id: product.id,
    title: product.title,
    headline: reviewHeadline(product.title, review, product.ourScore.overall),
    brand: product.brand,
    category: product.category,
    rating: product.rating,
    ...(summary.price ? { price: summary.price } : {}),
    ...checkPriceOf(summary),
    priceClaims: summary.claims,
    offers: catalogue.prices.shownOffers(product.id),
    images,
    specs: specRows(product, defaults.specs, catalogue.facts),
    facts: factValues(product, catalogue.facts, catalogue.prices),
    factLabels: factLabels(product.category, catalogue.facts),
    codes: { sku: product.id, ...(product.gtin ? { gtin: product.gtin } : {}), ...(product.mpn ? { mpn: product.mpn } : {}) },
    properties: propertyValues(product, catalogue.facts),
    schemaOrg: schemaOrgFacts(product, catalogue.facts),
    description: product.description,
    faqs: product.faqs?.length ? product.faqs : (defaults.faqs ?? []),
    ...summary.buyLink,
    checkoutNote: renderTokens(site.claims.checkoutNote, values),
    editorial: {
      author: review.author,
      publishedAt: review.publishedAt,
      updatedAt: review.updatedAt,
      score: product.ourScore.overall,
      methodVersion: product.ourScore.methodVersion,
      awards: product.awards,
      methodHref: `${site.seo.methodLink.href}#method-${product.category}`,
      breakdown: product.ourScore.parts.map((part) => ({ ...part, ...(review.scoreReasons[part.key] ? { reason: review.scoreReasons[part.key] } : {}) })),
      methodLink: site.seo.methodLink,
    },
  }
}
