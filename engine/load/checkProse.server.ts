import type { CatalogueFile, CatalogueProduct, CategorySlug, Retailer, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import type { FactValue } from '../facts/FactValue.ts'
import { warrantySpan, warrantyTerms } from '../facts/warranty.ts'
import { factClaimFindings } from '../prose/factClaims.ts'
import type { ProductFacts } from '../prose/factClaims.ts'
import { PROSE_FAMILIES, proseFindings } from '../prose/proseRules.ts'
import type { ProseContext, ProseFinding, ProseSubject, SiteFacts } from '../prose/ProseFamily.ts'
import type { LoadedDocument, ProblemLog } from './loadDocument.server.ts'
import type { LoadedReview } from './loadReviews.server.ts'
import { wordsPattern } from './problemInText.ts'
import { encodePointer, nodeAt, problemAt } from './YamlSource.ts'
import type { YamlSource } from './YamlSource.ts'

type Path = (string | number)[]
type Product = CatalogueProduct & { category: CategorySlug }

/**
 * Keys whose values are not words on a page: ids, links, images, icons, section types, fact
 * references and values (checked as facts), dates, search keywords and a review's byline (a name).
 * Every other string of a page or catalogue document is prose.
 */
const NOT_PROSE = new Set(['author', 'id', 'product', 'href', 'url', 'link', 'image', 'images', 'sub_images', 'icon', 'type', 'spec', 'computed', 'alternatives', 'gtin', 'mpn', 'facts', 'measured', 'keywords', 'publishedAt', 'updatedAt', 'date', 'category', 'categoryLink', 'layout', 'anchor', 'from', 'synonyms', 'spellings', 'cardFacts', 'compareRows', 'generalCompareRows', 'key', 'unit', 'under', 'rule', 'fact'])

/**
 * Keys whose values are the tests themselves: a catalogue entry's records (scores) and a method's
 * test and scale (judged, levels). Their words are still held to the offers and the ranking, but
 * they are the evidence a claim of testing cites, not such a claim.
 */
const RECORDS = new Set(['scores', 'judged', 'levels'])

/** The criteria a product has a test record for: the tests its review may cite with {test:<criterion>}. */
function recordKeys(product: Product): Set<string> {
  return new Set(Object.entries(product.scores ?? {}).flatMap(([key, record]) => (typeof record === 'object' ? [key] : [])))
}

/** The documents whose words are checked, and what they are checked against. */
export type ProseSources = {
  reviews: readonly LoadedReview[]
  catalogueFiles: readonly LoadedDocument<CatalogueFile>[]
  /** Category, information, guide and home pages: prose with no product of its own. */
  pages: readonly LoadedDocument<unknown>[]
  /**
   * The products and fact vocabulary, with what the vocabulary was read from (see FactSources);
   * undefined while the catalogue or a category file is broken.
   */
  facts: { products: ReadonlyMap<string, Product>; book: FactBook; readFrom: readonly unknown[] } | undefined
  /** The shops of the offers store (retailers.yaml): prose may name them. */
  retailers: readonly Retailer[]
  /** site.yaml: what the site's words about itself are held to, and its own texts; undefined while it is broken. */
  site: LoadedDocument<SiteConfig> | undefined
}

/**
 * Prose held to the data: prices, shipping, marketplaces' labels and urgency never in words, places
 * in our ranking only as the ranking renders them, and a product's own text never stating a fact
 * differently from its catalogue entry.
 */
export function checkProse(sources: ProseSources, log: ProblemLog): void {
  const retailers = new Set(sources.retailers.map((retailer) => retailer.name.toLowerCase()))
  // What the text-only families find is kept per text for this check: content repeats texts.
  const plain = new Map<string, readonly ProseFinding[]>()
  // The facts a review's tokens may name: those its product's category declares, read once per category.
  const categoryKeys = new Map<CategorySlug, Set<string>>()
  const keysOf = (product: Product, book: FactBook) => categoryKeys.get(product.category) ?? categoryKeys.set(product.category, new Set(book.defs(product.category).map((def) => def.key))).get(product.category)!
  const byCategory = new Map<CategorySlug, Product[]>()
  for (const product of sources.facts?.products.values() ?? []) byCategory.set(product.category, [...(byCategory.get(product.category) ?? []), product])
  const subjectOf = (product: Product | undefined): ProseSubject | undefined =>
    product && sources.facts ? { product, categoryProducts: byCategory.get(product.category) ?? [], book: sources.facts.book } : undefined
  const aboutSite = sources.site && siteFacts(sources.site.value, sources.retailers, sources.facts)
  const site: ProseContext = { tokens: { review: false }, retailers, site: aboutSite }
  for (const page of sources.pages) walk(page.source, page.value, [], site, undefined, plain, log)
  if (sources.site) walkSiteTexts(sources.site, site, plain, log)
  // A document's findings are kept while its product, its category's products, the vocabulary, the shops and site.yaml are the same.
  const readAlong = (product: Product | undefined) => [product, sources.retailers, sources.site?.value, ...(sources.facts?.readFrom ?? []), ...(product ? (byCategory.get(product.category) ?? []) : [])]
  for (const review of sources.reviews) {
    const product = sources.facts?.products.get(review.value.product)
    log.addKept('prose', review.value, readAlong(product), (own) => {
      const facts = product && sources.facts ? productFacts(product, sources.facts.book) : undefined
      const tokens = { review: true, facts: product && sources.facts ? keysOf(product, sources.facts.book) : undefined, tests: product && sources.facts ? recordKeys(product) : undefined }
      walk(review.source, review.value, [], { tokens, retailers, subject: subjectOf(product), site: aboutSite }, facts, plain, own)
    })
  }
  for (const file of sources.catalogueFiles) {
    const { products, ...rest } = file.value
    walk(file.source, rest, [], site, undefined, plain, log)
    products.forEach((entry, i) => {
      const product = sources.facts?.products.get(entry.id)
      log.addKept('prose', entry, readAlong(product), (own) => {
        const facts = product && sources.facts ? productFacts(product, sources.facts.book) : undefined
        walk(file.source, entry, ['products', i], { ...site, subject: subjectOf(product) }, facts, plain, own)
      })
    })
  }
}

/**
 * What the site's words about itself are held to: where the ratings were read and whether that is a
 * shop, the update period, the newsletter form and the span of the catalogue's warranties.
 */
function siteFacts(site: SiteConfig, retailers: readonly Retailer[], facts: ProseSources['facts']): SiteFacts {
  const source = site.customerRatings.source.toLowerCase()
  const warranties = facts && warrantySpan([...facts.products.values()].flatMap((product) => warrantyTerms(facts.book.claimed(product, 'warranty'))))
  return {
    ratingsSource: site.customerRatings.source,
    ratingsAtShop: retailers.some((retailer) => source.includes(retailer.name.toLowerCase())),
    updatePeriod: site.reviewUpdatePeriod,
    newsletter: site.newsletter,
    warranties,
  }
}

/**
 * site.yaml's own words: the tagline every footer shows, and the checkout note under a review's
 * buy button, where a review's tokens ({seller}, {shipping}, {returns}) render.
 */
function walkSiteTexts(site: LoadedDocument<SiteConfig>, context: ProseContext, plain: Map<string, readonly ProseFinding[]>, log: ProblemLog): void {
  walk(site.source, { tagline: site.value.tagline }, [], context, undefined, plain, log)
  walk(site.source, { claims: { checkoutNote: site.value.claims.checkoutNote } }, [], { ...context, tokens: { review: true } }, undefined, plain, log)
}

/** The text-only families' findings, read once per distinct text; the others' read in the text's context. */
function findingsIn(text: string, context: ProseContext, plain: Map<string, readonly ProseFinding[]>): ProseFinding[] {
  let found = plain.get(text)
  if (!found) plain.set(text, (found = proseFindings(text, context, TEXT_ONLY)))
  return [...found, ...proseFindings(text, context, IN_CONTEXT)]
}

const TEXT_ONLY = PROSE_FAMILIES.filter((family) => family.textOnly)
const IN_CONTEXT = PROSE_FAMILIES.filter((family) => !family.textOnly)

function walk(source: YamlSource, value: unknown, path: Path, context: ProseContext, facts: ProductFacts | undefined, plain: Map<string, readonly ProseFinding[]>, log: ProblemLog): void {
  if (typeof value === 'string') {
    const findings = findingsIn(value, context, plain)
    if (facts) findings.push(...factClaimFindings(value, facts))
    for (const finding of findings) log.add(problemInside(source, path, finding))
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => walk(source, item, [...path, i], context, facts, plain, log))
  } else if (value && typeof value === 'object') {
    // An FAQ's answer is read with its question, which says what the answer's "it" is and what "Not
    // yet." answers; a spec row's value with its label; a test record as the evidence itself.
    const question = 'q' in value && typeof value.q === 'string' ? value.q : undefined
    const labelled = path.at(-1) === 'specs'
    for (const [key, item] of Object.entries(value)) {
      if (NOT_PROSE.has(key)) continue
      const inner = RECORDS.has(key) ? { ...context, inRecord: true } : labelled ? { ...context, label: key } : key === 'a' && question ? { ...context, question } : context
      walk(source, item, [...path, key], inner, facts, plain, log)
    }
  }
}

/** At the offending words inside the scalar, written on one line or folded over several; else at the scalar. */
function problemInside(source: YamlSource, path: Path, finding: ProseFinding) {
  const problem = problemAt(source, path, finding.message)
  const range = nodeAt(source, path.map(String))?.range
  if (!range) return problem
  const raw = source.text.slice(range[0], range[1])
  let at = raw.indexOf(finding.text)
  if (at < 0) at = wordsPattern(finding.text)?.exec(raw)?.index ?? -1
  if (at < 0) return problem
  return { ...problem, ...source.lineCounter.linePos(range[0] + at), pointer: encodePointer(path) }
}

function productFacts(product: Product, book: FactBook): ProductFacts {
  const amounts = (key: string, unit: string) =>
    [book.claimed(product, key), book.measured(product, key)].flatMap((value) => (value?.typed?.kind === 'quantity' && value.typed.quantity.unit === unit ? [value.typed.quantity.amount] : []))
  const warranty: FactValue | undefined = book.claimed(product, 'warranty')
  return {
    title: product.title,
    maxUserWeight: amounts('maxUserWeight', 'lb'),
    weight: amounts('weight', 'lb'),
    warranty: warranty?.typed?.kind === 'warranty' ? warranty.typed.terms : undefined,
  }
}

