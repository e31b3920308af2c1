import type { ReviewPage, SiteConfig } from '../../../schemas/types.gen.ts'
import type { ApiProduct } from '../../catalogue/ApiProduct.ts'
import type { Catalogue } from '../../catalogue/Catalogue.ts'
import { categoryPath } from '../../catalogue/Categories.ts'
import { resolveSections } from '../../sections/resolveSections.server.ts'
import { buyHref } from '../../shop/affiliate.ts'
import type { PageModel, ReviewProductModel } from '../PageModel.ts'
import { factValues } from './productFacts.ts'
import { relatedData } from './relatedProducts.ts'
import { reviewSpecs } from './reviewSpecs.ts'
import { specRows } from './specLabels.ts'
import { shownPrice } from '../../shop/priceDate.ts'

/**
 * A review page's model: the catalogue product's fields win, the review's built-in defaults fill
 * what it lacks. Built on the server for every request,
 * so a review opened from any link is complete without navigation state.
 */
export function buildReviewModel(review: ReviewPage, product: ApiProduct, site: SiteConfig, catalogue: Catalogue): PageModel {
  const category = catalogue.categories.get(product.category) ?? { label: product.category, path: categoryPath(product.category) }
  const model = reviewProduct(review, product, site)
  // The page's own spelling of its category link is kept; the server redirects it to the canonical one.
  const categoryHref = review.categoryLink ?? category.path
  const related = relatedData(review.sections, product, catalogue)
  return {
    kind: 'sections',
    head: {
      title: (review.seo.title ?? model.title) + (review.seo.titleSuffix ?? ''),
      description: review.seo.description,
      keywords: review.seo.keywords,
    },
    breadcrumb: [
      { label: 'Home', href: '/' },
      { label: category.label, href: categoryHref },
      { label: product.brand },
    ],
    backHref: categoryHref,
    sections: resolveSections(review.sections, { catalogue, site, product: model }),
    data: related ? { product: model, related } : { product: model },
  }
}

function reviewProduct(review: ReviewPage, product: ApiProduct, site: SiteConfig): ReviewProductModel {
  const defaults = review.defaults ?? {}
  const catalogueImages = product.sub_images?.length ? product.sub_images : [product.image]
  const images = catalogueImages.length > 1 || !defaults.images ? catalogueImages : defaults.images
  return {
    id: product.id,
    title: product.title,
    brand: product.brand,
    category: product.category,
    rating: product.rating,
    price: shownPrice(product),
    images,
    specs: specRows(product.specs, defaults.specs),
    facts: factValues({ ...product, specs: reviewSpecs(product.specs, defaults.specs) }),
    description: product.description ?? defaults.description ?? '',
    faqs: product.faqs?.length ? product.faqs : (defaults.faqs ?? []),
    buyHref: buyHref(product),
    store: review.store ?? site.retailer.name,
    retailer: site.retailer.name,
    checkoutNote: site.claims.checkoutNote,
    editorial: {
      author: review.author,
      publishedAt: review.publishedAt,
      updatedAt: review.updatedAt,
      score: review.score,
      methodLink: site.seo.methodLink,
    },
  }
}
