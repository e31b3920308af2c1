import type { CatalogueFile, CatalogueProduct, CategorySlug, Retailer, SiteConfig } from '../../schemas/types.gen.ts'
import type { FactBook } from '../facts/FactBook.ts'
import { warrantySpan, warrantyTerms } from '../facts/warranty.ts'
import { PROSE_FAMILIES } from '../prose/proseRules.ts'
import type { ProseContext, ProseFamily, ProseFinding, ProseSubject, SiteFacts } from '../prose/ProseFamily.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { wordsPattern } from '../content/problemInText.ts'
import { encodePointer, nodeAt, problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import type { LoadedCatalogue, LoadedReview } from '../content/contentLayout.ts'

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
type ProseSources = {
  reviews: readonly LoadedReview[]
  catalogueFiles: readonly LoadedCatalogue[]
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
  const plain: ReadTexts = { texts: new Map(), keys: new WeakMap() }
  // The facts a review's tokens may name: those its product's category declares, read once per category.
  const categoryKeys = new Map<CategorySlug, Set<string>>()
  const keysOf = (product: Product, book: FactBook) => categoryKeys.get(product.category) ?? categoryKeys.set(product.category, new Set(book.defs(product.category).map((def) => def.key))).get(product.category)!
  const byCategory = new Map<CategorySlug, Product[]>()
  for (const product of sources.facts?.products.values() ?? []) {
    const products = byCategory.get(product.category)
    if (products) products.push(product)
    else byCategory.set(product.category, [product])
  }
  const subjectOf = (product: Product | undefined): ProseSubject | undefined =>
    product && sources.facts ? { product, categoryProducts: byCategory.get(product.category) ?? [], book: sources.facts.book } : undefined
  const aboutSite = sources.site && siteFacts(sources.site.value, sources.retailers, sources.facts)
  const site: ProseContext = { tokens: { review: false }, retailers, site: aboutSite }
  for (const page of sources.pages) walk(page.source, page.value, [], site, plain, log)
  if (sources.site) walkSiteTexts(sources.site, site, plain, log)
  // A document's findings are kept while its product, its category's products, the vocabulary, the
  // shops and site.yaml are the same. The category's products are named by the files that list
  // them (a file read again is another value): a few objects, not one per product, for each of
  // the category's thousands of documents.
  const listedIn = new Map(sources.catalogueFiles.map((catalogue) => [catalogue.value.category, catalogue.documents.map((document) => document.value)]))
  const readAlong = (product: Product | undefined) => [product, sources.retailers, sources.site?.value, ...(sources.facts?.readFrom ?? []), ...(product ? (listedIn.get(product.category) ?? []) : [])]
  for (const review of sources.reviews) {
    const product = sources.facts?.products.get(review.value.product)
    log.addKept('prose', review.value, readAlong(product), (own) => {
      const tokens = { review: true, facts: product && sources.facts ? keysOf(product, sources.facts.book) : undefined, tests: product && sources.facts ? recordKeys(product) : undefined }
      walk(review.source, review.value, [], { tokens, retailers, subject: subjectOf(product), site: aboutSite }, plain, own)
    })
  }
  for (const file of sources.catalogueFiles) {
    const { products, ...rest } = file.value
    walk(file.source, rest, [], site, plain, log)
    products.forEach((entry, i) => {
      const product = sources.facts?.products.get(entry.id)
      log.addKept('prose', entry, readAlong(product), (own) => {
        walk(file.source, entry, ['products', i], { ...site, subject: subjectOf(product) }, plain, own)
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
function walkSiteTexts(site: LoadedDocument<SiteConfig>, context: ProseContext, plain: ReadTexts, log: ProblemLog): void {
  walk(site.source, { tagline: site.value.tagline }, [], context, plain, log)
  walk(site.source, { claims: { checkoutNote: site.value.claims.checkoutNote } }, [], { ...context, tokens: { review: true } }, plain, log)
}

/**
 * What a check learnt of each distinct text, per family: whether it may find anything in the text
 * (its first test, run once), and what it found or read there, by its key (see ProseFamily). Content
 * repeats its texts many times (copied sections, the same trust rows and FAQ answers).
 */
type ReadTexts = {
  texts: Map<string, ReadText | typeof PASSED_OVER>
  /** Each family's key for a context, and all of them as one signature, worked out once per context (a document's, or an FAQ answer's). */
  keys: WeakMap<ProseContext, { each: string[]; all: string }>
}

/**
 * What the check learnt of one text: per family, whether its first test passed and what it found
 * or read by key; and per context signature, the findings of the families of words with the claims
 * left to judge for each product (none for most texts, whose findings are then the same wherever
 * the same keys apply).
 */
type ReadText = { families: (Map<string, readonly unknown[]> | undefined)[]; bySignature: Map<string, Found> }

/** A text's findings under one signature: those the keys decide, and the claims each family judges per product. */
type Found = { findings: readonly ProseFinding[]; toJudge: readonly (readonly [family: ClaimsFamily, claims: readonly unknown[]])[] }

type ClaimsFamily = Extract<ProseFamily, { kind: 'claims' }>

const NONE: readonly ProseFinding[] = []

/** The families' keys for a context, worked out once per context. */
function keysOf(context: ProseContext, read: ReadTexts): { each: string[]; all: string } {
  let keys = read.keys.get(context)
  if (!keys) {
    const each = PROSE_FAMILIES.map((family) => (family.kind === 'words' ? family.contextKey(context) : family.key(context)))
    read.keys.set(context, (keys = { each, all: each.join('\u0001') }))
  }
  return keys
}

function findingsIn(text: string, context: ProseContext, read: ReadTexts): readonly ProseFinding[] {
  let known = read.texts.get(text)
  if (known === undefined) read.texts.set(text, (known = firstRead(text)))
  // Most texts pass no family's first test: nothing in them depends on where they are.
  if (known === PASSED_OVER) return NONE
  const keys = keysOf(context, read)
  let found = known.bySignature.get(keys.all)
  if (!found) known.bySignature.set(keys.all, (found = foundUnder(text, context, known, keys.each)))
  if (found.toJudge.length === 0) return found.findings
  const findings = [...found.findings]
  // A family of claims judges the claims read for the text for this product.
  for (const [family, claims] of found.toJudge) findings.push(...family.judge(claims, text, context))
  return findings
}

/** A text no family's first test passes: it holds nothing any family can find. */
const PASSED_OVER = null

/** Which families may find anything in a text (their first tests), run once per distinct text. */
function firstRead(text: string): ReadText | typeof PASSED_OVER {
  const families = PROSE_FAMILIES.map((family) => (family.mayMatch.test(text) ? new Map<string, readonly unknown[]>() : undefined))
  return families.some(Boolean) ? { families, bySignature: new Map() } : PASSED_OVER
}

/** What each family found or read in the text under these keys, read once per family and key. */
function foundUnder(text: string, context: ProseContext, known: ReadText, keys: readonly string[]): Found {
  const findings: ProseFinding[] = []
  const toJudge: (readonly [ClaimsFamily, readonly unknown[]])[] = []
  PROSE_FAMILIES.forEach((family, index) => {
    const byKey = known.families[index]
    if (!byKey) return
    const key = keys[index]!
    let kept = byKey.get(key)
    if (!kept) byKey.set(key, (kept = family.kind === 'words' ? family.findings(text, context) : family.read(text, context)))
    if (kept.length === 0) return
    if (family.kind === 'words') findings.push(...(kept as readonly ProseFinding[]))
    else toJudge.push([family, kept])
  })
  return { findings: findings.length ? findings : NONE, toJudge }
}

/**
 * Every string of `value`, read with its context. `path` is the way down to the value, one stack
 * for the whole walk (copied only for a finding): a review has thousands of strings.
 */
function walk(source: YamlSource, value: unknown, path: Path, context: ProseContext, plain: ReadTexts, log: ProblemLog): void {
  if (typeof value === 'string') {
    for (const finding of findingsIn(value, context, plain)) log.add(problemInside(source, [...path], finding))
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i)
      walk(source, value[i], path, context, plain, log)
      path.pop()
    }
  } else if (value && typeof value === 'object') {
    // An FAQ's answer is read with its question, which says what the answer's "it" is and what "Not
    // yet." answers; a spec row's value with its label; a test record as the evidence itself.
    const question = 'q' in value && typeof value.q === 'string' ? value.q : undefined
    const labelled = path.at(-1) === 'specs'
    for (const key in value) {
      if (NOT_PROSE.has(key)) continue
      const inner = RECORDS.has(key) ? { ...context, inRecord: true } : labelled ? { ...context, label: key } : key === 'a' && question ? { ...context, question } : context
      path.push(key)
      walk(source, (value as Record<string, unknown>)[key], path, inner, plain, log)
      path.pop()
    }
  }
}

function problemInside(document: YamlSource, written: Path, finding: ProseFinding) {
  const problem = problemAt(document, written, finding.message)
  const { source, path } = document.locate(written)
  const range = nodeAt(source, path.map(String))?.range
  if (!range) return problem
  const raw = source.text.slice(range[0], range[1])
  let at = raw.indexOf(finding.text)
  if (at < 0) at = wordsPattern(finding.text)?.exec(raw)?.index ?? -1
  if (at < 0) return problem
  return { ...problem, ...source.lineCounter.linePos(range[0] + at), pointer: encodePointer(path) }
}


