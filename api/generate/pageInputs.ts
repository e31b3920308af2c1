import { createHash } from 'node:crypto'
import type { Content } from '../../engine/load/Content.ts'
import { matchPageKind } from '../../engine/pages/pageIdentity.ts'
import { PAGE_KINDS } from '../../engine/pages/pageParameters.ts'
import { MANY_PRODUCTS_KEY, productKey } from '../store/purgeKeys.ts'
import { buildLayoutModel } from '../../engine/pages/LayoutModel.ts'
import { buildDisclosureModel } from '../../engine/shop/disclosure.ts'
import { siteTokenTexts } from '../../engine/prose/siteTokenValues.ts'
import type { PriceDays } from '../../engine/shop/PriceDays.ts'

/**
 * What the pages of one content (at one offers snapshot) are made from, each part as a hash, so
 * that which pages a change touches is found without rendering any:
 * - `site`: what every page shows (site.yaml, the menu, the disclosures, the shops, the categories,
 *   which products exist, the site's tokens);
 * - `documents`: each page's own file, by URL (a review, a category, an information page, home);
 * - `products`: each product as any page shows it (its catalogue entry with its facts, score and
 *   awards, its review, its category's file, its place in the ranking, its prices and history);
 * - `standings`: each category's ranking as other products' pages choose from it (ids, scores,
 *   stars, awards, shown prices): which related products and top picks a page shows;
 * - `whole`: everything, for a page that is none of the kinds above (the guides index, the comparison).
 */
type ContentPrint = { site: string; documents: ReadonlyMap<string, string>; products: ReadonlyMap<string, string>; categoryOf: ReadonlyMap<string, string>; standings: ReadonlyMap<string, string>; whole: string }

const hash = (...parts: unknown[]) => {
  const digest = createHash('sha256')
  for (const part of parts) digest.update(typeof part === 'string' ? part : (JSON.stringify(part) ?? 'undefined')).update('\n')
  return digest.digest('base64url').slice(0, 27)
}

/**
 * The hash of a value that does not change, by object: a parsed document (kept while its file is
 * unchanged) or a snapshot's offers, summary and history of one product. A publish's new content
 * shares nearly all of them with the old one, so only what changed is hashed again.
 */
const hashOf = (value: object) => hash(value)
const hashOfDays = (days: PriceDays) => hash(days.key())

/**
 * A product as its pages show it, without its formatted specs: they follow from its facts and the
 * vocabulary, which are hashed with it, its category's file and the site, and formatting them
 * all for a print took longer than hashing the rest.
 */
function withoutSpecs(product: object): object {
  const shown: Record<string, unknown> = {}
  for (const key of Object.keys(product)) if (key !== 'specs') shown[key] = (product as Record<string, unknown>)[key]
  return shown
}

/**
 * The hashes of what `content`'s pages are made from (see ContentPrint); worked out once per
 * content (a publish's new content is the next one's old content).
 */
export const contentPrint = (content: Content): ContentPrint => content.derived.of(printOf, content)

function printOf(content: Content): ContentPrint {
  const { catalogue, categories, site, retailers, derived } = content
  const prices = catalogue.prices
  const all = catalogue.all()
  const reviewOf = new Map([...content.reviews.values()].map((review) => [review.product, derived.of(hashOf, review)]))
  const categoryFiles = new Map([...content.categoryPages].map(([slug, page]) => [slug as string, derived.of(hashOf, page)]))
  const layout = { layout: buildLayoutModel(site, categories, retailers), disclosure: buildDisclosureModel(site, retailers) }
  // The site's tokens (what is scored, the warranties listed...) render on every page kind.
  const siteHash = hash(site, layout, retailers, categories.all(), all.map((product) => product.id).toSorted(), siteTokenTexts(catalogue, site))
  const products = new Map<string, string>()
  const categoryOf = new Map<string, string>()
  const standings = new Map<string, string>()
  for (const category of categories.all()) {
    const ranked = catalogue.category(category.slug)?.data ?? []
    ranked.forEach((product, rank) => {
      categoryOf.set(product.id, category.slug)
      const priced = [derived.of(hashOf, prices.summary(product.id)), derived.of(hashOf, prices.offers(product.id)), derived.of(hashOfDays, prices.priceDays(product.id))]
      products.set(product.id, hash(withoutSpecs(product), reviewOf.get(product.id), categoryFiles.get(category.slug), rank, priced))
    })
    standings.set(category.slug, hash(ranked.map((product) => [product.id, product.ourScore, product.stars, product.awards, prices.summary(product.id).price])))
  }
  const documents = new Map<string, string>([['/', derived.of(hashOf, content.home)]])
  for (const [slug, review] of content.reviews) documents.set(`/product/${slug}`, derived.of(hashOf, review))
  for (const [slug, page] of content.categoryPages) documents.set(categories.get(slug)?.path ?? `/category/${slug}`, derived.of(hashOf, page))
  for (const [path, page] of content.infoPages) documents.set(path, derived.of(hashOf, page))
  const whole = hash(siteHash, [...documents].toSorted(), [...products].toSorted())
  return { site: siteHash, documents, products, categoryOf, standings, whole }
}

/** Page kinds whose file is their own document; any other page is made from the whole content. */
const OWN_DOCUMENT = new Set(['home', 'review', 'category', 'info', 'guide'])

/**
 * The key of one page's inputs: the code it is rendered by (`code`), its URL, and, in `print`, what
 * every page shows, its own document, and each product it showed (`shows`, as the last render
 * named them) with its category's standing, which decides whether it would show another now.
 * Equal keys give the same page.
 */
export function pageKey(print: ContentPrint, code: string, url: string, shows: Iterable<string>): string {
  const kind = matchPageKind(url)?.kind
  const own = kind && OWN_DOCUMENT.has(kind) ? (print.documents.get(url) ?? 'no document') : print.whole
  const ids = [...new Set(shows)].toSorted()
  const categories = [...new Set(ids.map((id) => print.categoryOf.get(id) ?? ''))].toSorted()
  return hash(code, url, print.site, own, ids.map((id) => [id, print.products.get(id) ?? 'gone']), categories.map((slug) => print.standings.get(slug) ?? 'gone'))
}

/**
 * The URLs, of `pages` (each with the products it showed), whose inputs differ between two prints
 * of the content: the pages a publish makes again.
 */
export function pagesChanged(before: ContentPrint, after: ContentPrint, pages: Iterable<[url: string, shows: Iterable<string>]>): string[] {
  if (before.whole === after.whole) return []
  return [...pages].filter(([url, shows]) => pageKey(before, '', url, shows) !== pageKey(after, '', url, shows)).map(([url]) => url)
}

/**
 * The Surrogate-Keys a CDN purges for a change between two prints: each product whose pages
 * changed (and every product of a category whose ranking changed, since pages choose among
 * them), with the key of answers too long to name theirs; the kind of each page whose own file
 * changed; and every page kind when what every page shows changed. The guides index and the
 * comparison are made from the whole content, so any change names them.
 */
export function purgeKeys(before: ContentPrint, after: ContentPrint): string[] {
  if (before.whole === after.whole) return []
  if (before.site !== after.site) return Object.keys(PAGE_KINDS).map((kind) => `page-${kind}`)
  const products = new Set([...after.products].filter(([id, print]) => before.products.get(id) !== print).map(([id]) => id))
  for (const [id] of before.products) if (!after.products.has(id)) products.add(id)
  for (const [slug, standing] of after.standings) {
    if (before.standings.get(slug) !== standing) for (const [id, category] of after.categoryOf) if (category === slug) products.add(id)
  }
  const documents = new Set([...after.documents].filter(([url, print]) => before.documents.get(url) !== print).map(([url]) => `page-${matchPageKind(url)?.kind ?? 'other'}`))
  return [...[...products].toSorted().map(productKey), ...(products.size ? [MANY_PRODUCTS_KEY] : []), ...documents, 'page-guides', 'page-compare']
}
