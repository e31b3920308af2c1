import type { CategoryPageModel } from '../pages/category/CategoryPageModel.ts'
import type { GuidesPageModel } from '../pages/guides/buildGuidesModel.ts'
import type { PageModel } from '../pages/PageModel.ts'
import type { ReviewProductModel } from '../sections/contract/ReviewProductModel.ts'
import type { ResolvedSection } from '../sections/ResolvedSection.ts'
import type { Product, PropertyValue, WithContext } from 'schema-dts'
import type { PropertyModel } from '../facts/structuredFacts.ts'
import type { JsonLdNode } from './jsonLd.ts'
import { aggregateOffer } from './offerMarkup.ts'
import { absoluteUrl } from './SeoContext.ts'
import type { SeoContext } from './SeoContext.ts'

type AnyPageModel = PageModel | CategoryPageModel | GuidesPageModel | { kind: 'search' | 'compare' | 'compare-print' | 'gallery' }

/**
 * Every JSON-LD node of a page, built from the same model the page renders: nothing
 * here reads the content a second time, so the markup cannot disagree with what a reader sees.
 */
export function structuredData(model: AnyPageModel | undefined, context: SeoContext): JsonLdNode[] {
  if (!model) return []
  switch (model.kind) {
    case 'sections':
      return sectionsPageData(model, context)
    case 'category':
      return [itemList(model, context)]
    case 'guides':
      return [guideList(model, context), breadcrumbList(model.breadcrumb, context)]
    case 'search':
    case 'compare':
    case 'compare-print':
    case 'gallery':
      return []
    default: {
      const unknown: never = model
      throw new Error(`no structured data for page kind ${JSON.stringify(unknown)}`)
    }
  }
}

function sectionsPageData(model: PageModel, context: SeoContext): JsonLdNode[] {
  const nodes: JsonLdNode[] = []
  if (context.pathname === '/') nodes.push(organization(context), webSite(context))
  if (model.product) nodes.push(product(model.product, model.sections, context))
  if (model.article) nodes.push(article(model.article, context))
  if (model.breadcrumb) nodes.push(breadcrumbList(model.breadcrumb, context))
  return nodes
}

function organization({ layout }: SeoContext): JsonLdNode {
  return {
    '@type': 'Organization',
    name: layout.siteName,
    url: absoluteUrl(layout, '/'),
    email: layout.contact.email,
    telephone: layout.contact.phone,
    address: layout.contact.address,
  }
}

/** The header's search box, announced to search engines as a sitelinks search box. */
function webSite({ layout }: SeoContext): JsonLdNode {
  return {
    '@type': 'WebSite',
    name: layout.siteName,
    url: absoluteUrl(layout, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(layout, '/search?query={search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  }
}

/**
 * The reviewed product with the site's own review. The retailer's customer rating is not marked
 * up as aggregateRating: Google's review snippet rules forbid ratings gathered on other sites.
 */
function product(item: ReviewProductModel, sections: readonly ResolvedSection[], context: SeoContext): JsonLdNode {
  const { layout } = context
  const { color, size, material, weight } = item.schemaOrg
  const offers = aggregateOffer(item.offers)
  const node: Exclude<Product, string> = {
    '@type': 'Product',
    name: item.title,
    brand: { '@type': 'Brand', name: item.brand },
    image: item.images.map((image) => absoluteUrl(layout, image)),
    description: item.description,
    sku: item.codes.sku,
    ...(item.codes.gtin ? { gtin13: item.codes.gtin } : {}),
    ...(item.codes.mpn ? { mpn: item.codes.mpn } : {}),
    ...(color ? { color } : {}),
    ...(size ? { size } : {}),
    ...(material ? { material } : {}),
    ...(weight ? { weight: { '@type': 'QuantitativeValue', value: weight.value, unitCode: weight.unitCode } } : {}),
    ...(item.properties.length ? { additionalProperty: item.properties.map(propertyValue) } : {}),
    // Only a product some retailer has in stock is offered; no price is never marked up as 0.
    ...(item.price && offers ? { offers } : {}),
    review: review(item, sections, context) as Exclude<Product, string>['review'],
  }
  return jsonLdNode(node)
}

function propertyValue(property: PropertyModel): PropertyValue {
  return { '@type': 'PropertyValue', ...property }
}

/** A node typed against schema.org (schema-dts) as the loose JSON the page writes. */
function jsonLdNode(node: Exclude<WithContext<Product>, string> | Exclude<Product, string>): JsonLdNode {
  return node as unknown as JsonLdNode
}

function review(item: ReviewProductModel, sections: readonly ResolvedSection[], { layout, pathname }: SeoContext): JsonLdNode {
  const { editorial } = item
  const prosCons = sections.find((section) => section.type === 'pros-cons')
  return {
    '@type': 'Review',
    name: `${item.title} review`,
    url: absoluteUrl(layout, pathname),
    author: { '@type': 'Organization', name: layout.siteName, url: absoluteUrl(layout, '/') },
    // Who on the team wrote it; the review is the site's, so the author above is the site.
    creditText: `By ${editorial.author}`,
    datePublished: editorial.publishedAt,
    dateModified: editorial.updatedAt,
    reviewRating: { '@type': 'Rating', ratingValue: editorial.score, bestRating: 10, worstRating: 0 },
    ...(prosCons ? { positiveNotes: notes(prosCons.pros), negativeNotes: notes(prosCons.cons) } : {}),
  }
}

function notes(points: readonly string[]): JsonLdNode {
  return { '@type': 'ItemList', itemListElement: points.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })) }
}

/** An information page or guide, written by the site, with the site's preview image. */
function article(facts: NonNullable<PageModel['article']>, { layout, pathname }: SeoContext): JsonLdNode {
  return {
    '@type': 'Article',
    headline: facts.headline,
    url: absoluteUrl(layout, pathname),
    author: { '@type': 'Organization', name: layout.siteName, url: absoluteUrl(layout, '/') },
    publisher: { '@type': 'Organization', name: layout.siteName, url: absoluteUrl(layout, '/') },
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    image: absoluteUrl(layout, layout.preview.image.src),
  }
}

function breadcrumbList(items: NonNullable<PageModel['breadcrumb']>, { layout }: SeoContext): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(layout, item.href) } : {}),
    })),
  }
}

/** The category's ranking, in the editors' order, each linking to its review where it has one. */
function itemList(model: CategoryPageModel, { layout }: SeoContext): JsonLdNode {
  return {
    '@type': 'ItemList',
    name: model.heading,
    url: absoluteUrl(layout, model.path),
    numberOfItems: model.ranking.length,
    itemListElement: model.ranking.map((card) => ({
      '@type': 'ListItem',
      position: card.rank,
      name: card.title,
      ...(card.pageLink ? { url: absoluteUrl(layout, card.pageLink) } : {}),
    })),
  }
}

/** The guides index: every guide it lists, in the order shown. */
function guideList(model: GuidesPageModel, { layout }: SeoContext): JsonLdNode {
  return {
    '@type': 'ItemList',
    name: model.heading,
    url: absoluteUrl(layout, model.path),
    numberOfItems: model.guides.length,
    itemListElement: model.guides.map((guide, index) => ({ '@type': 'ListItem', position: index + 1, name: guide.title, url: absoluteUrl(layout, guide.href) })),
  }
}
