import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { CatalogueProduct, CategorySlug, HomePage, InfoPage, Retailer, RetailersFile, SiteConfig } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { Catalogue } from '../catalogue/Catalogue.ts'
import type { KeptRankings } from '../catalogue/keptRankings.ts'
import { Categories } from '../catalogue/Categories.ts'
import { FactBook } from '../facts/FactBook.ts'
import { reservedPageNames } from '../catalogue/siteRoutes.ts'
import { checkAwards } from '../check/checkAwards.server.ts'
import { checkCategoryFiles } from '../check/checkCategoryFiles.server.ts'
import { checkFacts } from '../check/checkFacts.server.ts'
import { checkLinks } from '../check/checkLinks.server.ts'
import { checkProse } from '../check/checkProse.server.ts'
import { checkRankingFactors, checkSiteRankingFactors } from '../check/checkRankingFactors.server.ts'
import { checkRetailerTerms } from '../check/checkRetailerTerms.ts'
import { checkReviewUpdates } from '../check/checkReviewUpdates.ts'
import { checkPageHeads } from '../check/checkPageHeads.ts'
import { checkRatingScale } from '../check/checkRatingScale.ts'
import { checkSections } from '../check/checkSections.server.ts'
import { checkScores } from '../check/checkScores.server.ts'
import { checkSearchNames } from '../check/checkSearchNames.ts'
import { ContentStore } from '../content/ContentStore.server.ts'
import type { Content } from './Content.ts'
import { isError } from '../content/ContentProblem.ts'
import type { ContentProblem } from '../content/ContentProblem.ts'
import { formatProblems } from '../content/formatProblems.ts'
import { loadCatalogueFiles, writtenCatalogues } from './loadCatalogue.server.ts'
import { loadCategoryPages } from './loadCategoryPages.server.ts'
import { loadDocument, nameOf, ProblemLog, yamlFilesIn } from '../content/loadDocument.server.ts'
import type { LoadedDocument } from '../content/loadDocument.server.ts'
import { loadInfoPages } from './loadInfoPages.server.ts'
import { checkReviews, loadReviews } from './loadReviews.server.ts'
import type { ReviewShelf } from './ReviewShelf.server.ts'
import { projectRoot } from '../content/projectRoot.server.ts'
import type { YamlSource } from '../content/YamlSource.ts'
import { siteOrigin } from '../check/siteOrigin.server.ts'
import { CATEGORIES_DIR, GUIDES_DIR, HOME_FILE, PAGES_DIR, REVIEWS_DIR } from '../content/contentLayout.ts'
import { RETAILERS_FILE, SITE_FILE } from '../content/contentLayout.ts'

/**
 * A failed load lists every problem; `skipped` names the checks left out because of them. Warnings
 * (a review past its update period) are listed apart: they never fail a load.
 */
export type LoadResult = { ok: true; content: Content; warnings?: ContentProblem[] } | { ok: false; problems: ContentProblem[]; skipped?: string[]; warnings?: ContentProblem[] }


/**
 * How a load reads: the store it reads through and keeps its work in (one for this load alone by
 * default), and the environment. `checked` says the content is the one a check has passed (the
 * build's, by the digest of its folder: checkedContent.server.ts): the files are read, parsed and
 * validated, but the content rules are not run again; with it, `reviews` are that content's
 * reviews as the build wrote them, read on request (ReviewShelf), and the review files are not read,
 * and `rankings` the rankings that build kept for it (read only with `checked`).
 */
export type LoadOptions = { store?: ContentStore; env?: NodeJS.ProcessEnv; checked?: boolean; reviews?: ReviewShelf | undefined; rankings?: KeptRankings | undefined }

/** The documents of a content folder, each valid one with its source, and what is complete. */
type ReadDocuments = ReturnType<typeof readDocuments>

/**
 * Loads and checks all content under `contentDir` (pages-config/ and api/catalogue/): site constants,
 * categories, the catalogue and every page document. Either everything is valid, or the answer
 * lists every problem found; never half a site. `env` may override the public origin (SITE_ORIGIN).
 * The caller that keeps `store` for later loads ends each load (`store.endLoad()`).
 */
export function loadContent(contentDir: string = projectRoot(), { store = ContentStore.forOneLoad(), env = process.env, checked = false, reviews: shelf, rankings }: LoadOptions = {}): LoadResult {
  const log = new ProblemLog(store)
  const read = readDocuments(contentDir, log, !checked, checked ? shelf : undefined)
  const { site, home, categoryFiles, catalogueFiles, reviews, factBook, categoryPages, categories } = read
  if (!checked) checkDocuments(contentDir, read, log)
  const origin = site ? siteOrigin(site.value.url, log, env) : ''
  if (log.problems.some(isError) || !site || !home) return { ok: false, ...outcome(log), ...(log.skipped.length ? { skipped: log.skipped } : {}) }

  const pageLinks = read.shelf?.pageLinks() ?? new Map(reviews.map((review) => [review.value.product, `/product/${review.slug}`]))
  const catalogue = Catalogue.load(
    categories,
    catalogueFiles.map((file) => file.value),
    site.value,
    pageLinks,
    factBook ?? new FactBook(site.value.facts, categoryPages, site.value.units, store.derived),
    checked ? rankings : undefined,
  )
  // Search reads the loaded catalogue, so whether each name finds its category is known only now.
  if (!checked) log.addKept('search names', WHOLE_CONTENT, read.catalogueRead, (own) => checkSearchNames(catalogue, categoryFiles, catalogueFiles, own))
  if (log.problems.some(isError)) return { ok: false, ...outcome(log) }
  const { warnings } = outcome(log)
  return {
    ok: true,
    ...(warnings ? { warnings } : {}),
    content: {
      site: { ...site.value, url: origin },
      categories,
      catalogue,
      reviews: read.shelf ?? new Map(reviews.map((review) => [review.slug, review.value])),
      home: home.value,
      infoPages: read.infoPages,
      categoryPages,
      retailers: read.retailers,
      derived: store.derived,
    },
  }
}

/**
 * Reads every document, with the rules that decide what can be read next (a catalogue file with
 * problems of its own, facts that do not fit their category) when `rules` holds.
 */
function readDocuments(contentDir: string, log: ProblemLog, rules: boolean, shelf: ReviewShelf | undefined) {
  const site = loadDocument<SiteConfig>(contentDir, SITE_FILE, DOCUMENT_KINDS.site, log)
  const catalogueFiles = loadCatalogueFiles(contentDir, log, rules)
  // A catalogue file with problems of its own is reported at its lines; the checks that need every
  // product (a category's products, the products reviews name) wait until it is fixed, so one
  // mistake is one message.
  const catalogueComplete = catalogueFiles.length === writtenCatalogues(contentDir)
  const waitForCatalogue = () => log.skip('which categories have products and which products reviews name are checked once the catalogue file is fixed')
  if (!catalogueComplete) waitForCatalogue()
  const categoryFiles = loadCategoryPages(contentDir, log)
  if (rules) checkCategoryFiles(contentDir, categoryFiles, catalogueFiles, log, catalogueComplete)
  const categoryPages = new Map(categoryFiles.map((file) => [file.slug, file.value]))
  // The catalogue's facts are checked against the vocabulary once site.yaml and every category file are valid.
  const categoriesComplete = categoryFiles.length === yamlFilesIn(contentDir, CATEGORIES_DIR).length
  const factsOk = site && categoriesComplete && rules ? checkFacts(site, categoryFiles, catalogueFiles, log) : true
  if (!site || !categoriesComplete) log.skip('product facts are checked against their categories once site.yaml and the category files are fixed')
  // A product whose facts do not fit is one message; what reviews show of it waits, as for a broken catalogue file.
  if (catalogueComplete && !factsOk) waitForCatalogue()
  const reviews = shelf ? [] : loadReviews(contentDir, log)
  const home = loadDocument<HomePage>(contentDir, HOME_FILE, DOCUMENT_KINDS.home, log)
  const categories = new Categories(categoryPages)
  // Pages about the whole site: a rating on one scale, and a ranking on criteria the methods score.
  const siteWords = (source: YamlSource, document: unknown) => {
    checkRatingScale(source, document, log)
    checkSiteRankingFactors(source, document, [...categoryPages.values()], log)
  }
  const infoDocuments: LoadedDocument<InfoPage>[] = []
  const infoPages = loadInfoPages(contentDir, log, reservedPageNames(categories), rules ? siteWords : () => {}, infoDocuments)
  const factBook = site && categoriesComplete ? new FactBook(site.value.facts, categoryPages, site.value.units, log.store.derived) : undefined
  // What the vocabulary was read from: a review's findings are kept across checks while these are the same objects.
  const readFrom = [site?.value, ...categoryFiles.map((file) => file.value), categoriesComplete]
  const retailers = loadRetailers(contentDir, log)
  // Awards and search names read the catalogue and the categories only: a review's publish keeps their findings.
  const catalogueDocuments = catalogueFiles.flatMap((catalogue) => catalogue.documents)
  const catalogueRead = [...catalogueDocuments.map((file) => file.value), ...readFrom]
  const complete = { catalogue: catalogueComplete, categories: categoriesComplete, facts: factsOk }
  return { shelf, site, home, catalogueFiles, catalogueDocuments, categoryFiles, categoryPages, categories, reviews, infoDocuments, infoPages, factBook, readFrom, catalogueRead, retailers, complete, siteWords }
}

/** The content rules over the documents read: every finding goes to `log`. */
function checkDocuments(contentDir: string, read: ReadDocuments, log: ProblemLog): void {
  const { site, home, catalogueFiles, categoryFiles, reviews, factBook, readFrom, complete } = read
  // Reversed so that a duplicated id (already reported) keeps its first definition, as the catalogue does.
  const products = new Map(catalogueFiles.flatMap((file) => file.value.products.map((product) => [product.id, log.store.derived.of(inCategory, product, file.value.category)] as const)).reverse())
  if (home) checkSections(home.source, home.value.sections, {}, log)
  if (home) read.siteWords(home.source, home.value)
  const factsRead = complete.catalogue && complete.facts
  checkReviews(reviews, factsRead ? { products, ratingsSource: site?.value.customerRatings.source, facts: factBook, readFrom } : undefined, log)
  if (site) checkReviewUpdates(reviews, site.value, log)
  const pages = [...categoryFiles, ...read.infoDocuments, ...(home ? [home] : [])]
  const proseFacts = factBook && factsRead ? { products, book: factBook, readFrom } : undefined
  checkProse({ reviews, catalogueFiles, pages, facts: proseFacts, retailers: read.retailers, site }, log)
  checkScores(categoryFiles, catalogueFiles, reviews, factBook, site?.value.dataAsOf, log)
  checkRankingFactors(categoryFiles, catalogueFiles, log)
  checkPageHeads({ home, categories: categoryFiles, catalogueFiles, infoPages: read.infoDocuments, reviews, productTitle: (id) => products.get(id)?.title }, log)
  // The rating scale rule reads the document alone.
  for (const { source, value } of [...(site ? [site] : []), ...categoryFiles, ...read.catalogueDocuments, ...reviews]) log.addKept('rating scale', value, [], (own) => checkRatingScale(source, value, own))
  if (factBook && factsRead) log.addKept('awards', WHOLE_CONTENT, read.catalogueRead, (own) => checkAwards(categoryFiles, catalogueFiles, factBook, own))
  reportUnknownFiles(contentDir, log)
  // A page whose file has problems of its own still exists: links to it are not reported too.
  const paths = { categories: read.categories, infoPages: new Set([...read.infoPages.keys(), ...writtenPagePaths(contentDir)]), reviews: new Set([...reviews.map((review) => review.slug), ...writtenReviewSlugs(contentDir)]) }
  // Links are checked against complete categories only: with a category file rejected, every link
  // to that category would be reported too, burying the one mistake that matters.
  if (complete.categories) checkLinks(contentDir, paths, log)
  else log.skip('links are checked once the category file is fixed')
}

/** The log's problems, the warnings apart. */
function outcome(log: ProblemLog): { problems: ContentProblem[]; warnings?: ContentProblem[] } {
  const warnings = log.problems.filter((problem) => !isError(problem))
  return { problems: log.problems.filter(isError), ...(warnings.length ? { warnings } : {}) }
}

/** What the findings of a rule over the content as a whole are kept by, with the documents it read. */
const WHOLE_CONTENT = {}

/** A catalogue entry with its file's category: the same object for the same entry, so checks can tell it is unchanged. */
const inCategory = (product: CatalogueProduct, category: CategorySlug) => ({ ...product, category })

/** The paths of every information page and guide file written, valid or not. */
function writtenPagePaths(contentDir: string): string[] {
  return [
    ...yamlFilesIn(contentDir, PAGES_DIR).filter((file) => file !== HOME_FILE).map((file) => `/${nameOf(file)}`),
    ...yamlFilesIn(contentDir, GUIDES_DIR).map((file) => `/guides/${nameOf(file)}`),
  ]
}

/** The slug of every review file written, valid or not. */
function writtenReviewSlugs(contentDir: string): string[] {
  return yamlFilesIn(contentDir, REVIEWS_DIR).map(nameOf)
}

/**
 * The retailers whose offers the store keeps: pages name them where they say who pays the site
 * (the footer, the disclosure page). A content without the file links to no shop.
 */
function loadRetailers(contentDir: string, log: ProblemLog): Retailer[] {
  if (!existsSync(join(contentDir, RETAILERS_FILE))) return []
  const loaded = loadDocument<RetailersFile>(contentDir, RETAILERS_FILE, DOCUMENT_KINDS.retailers, log)
  if (loaded) checkRetailerTerms(loaded, log)
  return loaded?.value.retailers ?? []
}

/**
 * The retailers alone, read and checked as the content check reads them (for the offers store's
 * tools, which need no page): a file with problems throws, each problem at its file:line:col.
 */
export function readRetailers(contentDir: string): Retailer[] {
  const log = new ProblemLog()
  const retailers = loadRetailers(contentDir, log)
  if (log.problems.some(isError)) throw new Error(formatProblems(log.problems))
  return retailers
}

/** A YAML file directly in pages-config/ other than site.yaml would silently not be a page: report it. */
function reportUnknownFiles(contentDir: string, log: ProblemLog): void {
  for (const file of yamlFilesIn(contentDir, 'pages-config')) {
    if (file !== SITE_FILE && file !== RETAILERS_FILE) {
      log.fileProblem(file, `unknown document; site-wide settings go in ${SITE_FILE}, reviews in ${REVIEWS_DIR}/, categories in ${CATEGORIES_DIR}/, other pages in ${PAGES_DIR}/`)
    }
  }
}
