import type { HomePage, SiteConfig } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { Catalogue } from '../catalogue/Catalogue.ts'
import { Categories } from '../catalogue/Categories.ts'
import { reservedPageNames } from '../catalogue/siteRoutes.ts'
import { checkCategoryFiles } from './checkCategoryFiles.server.ts'
import { checkLinks } from './checkLinks.server.ts'
import { withLoadCache } from './DocumentCache.server.ts'
import type { Content } from './Content.ts'
import type { ContentProblem } from './ContentProblem.ts'
import { loadCatalogueFiles } from './loadCatalogue.server.ts'
import { CATEGORIES_DIR, loadCategoryPages } from './loadCategoryPages.server.ts'
import { loadDocument, ProblemLog, yamlFilesIn } from './loadDocument.server.ts'
import { HOME_FILE, loadInfoPages, PAGES_DIR } from './loadInfoPages.server.ts'
import { checkReviewProducts, loadReviews, REVIEWS_DIR } from './loadReviews.server.ts'
import { projectRoot } from './projectRoot.server.ts'
import { siteOrigin } from './siteOrigin.server.ts'

export type LoadResult = { ok: true; content: Content } | { ok: false; problems: ContentProblem[] }

export const SITE_FILE = 'pages-config/site.yaml'

/**
 * Loads and checks all content under `contentDir` (pages-config/ and api/catalogue/): site constants,
 * categories, the catalogue and every page document. Either everything is valid, or the answer
 * lists every problem found; never half a site. `env` may override the public origin (SITE_ORIGIN).
 */
export function loadContent(contentDir: string = projectRoot(), env: NodeJS.ProcessEnv = process.env): LoadResult {
  return withLoadCache(() => loadAll(contentDir, env))
}

function loadAll(contentDir: string, env: NodeJS.ProcessEnv): LoadResult {
  const log = new ProblemLog()
  const site = loadDocument<SiteConfig>(contentDir, SITE_FILE, DOCUMENT_KINDS.site, log)
  const catalogueFiles = loadCatalogueFiles(contentDir, log)
  const categoryFiles = loadCategoryPages(contentDir, log)
  checkCategoryFiles(contentDir, categoryFiles, catalogueFiles, log)
  const categoryPages = new Map(categoryFiles.map((file) => [file.slug, file.value]))
  const categories = new Categories(categoryPages)
  const reviews = loadReviews(contentDir, log)
  const home = loadDocument<HomePage>(contentDir, HOME_FILE, DOCUMENT_KINDS.home, log)
  const infoPages = loadInfoPages(contentDir, log, reservedPageNames(categories))
  // Reversed so that a duplicated id (already reported) keeps its first definition, as the catalogue does.
  const products = new Map(catalogueFiles.flatMap((file) => file.value.products.map((product) => [product.id, product] as const)).reverse())
  checkReviewProducts(reviews, { products, retailer: site?.value.retailer.name }, log)
  reportUnknownFiles(contentDir, log)
  const origin = site ? siteOrigin(site.value.url, log, env) : ''
  const paths = { categories, infoPages: new Set(infoPages.keys()), reviews: new Set(reviews.map((review) => review.slug)) }
  // Links are checked against complete categories only: with a category file rejected, every link
  // to that category would be reported too, burying the one mistake that matters.
  if (categoryFiles.length === yamlFilesIn(contentDir, CATEGORIES_DIR).length) checkLinks(contentDir, paths, log)
  if (log.problems.length || !site || !home) return { ok: false, problems: log.problems }

  const pageLinks = new Map(reviews.map((review) => [review.value.product, `/product/${review.slug}`]))
  const catalogue = new Catalogue(
    categories,
    catalogueFiles.map((file) => file.value),
    site.value.retailer,
    pageLinks,
  )
  return {
    ok: true,
    content: {
      site: { ...site.value, url: origin },
      categories,
      catalogue,
      reviews: new Map(reviews.map((review) => [review.slug, review.value])),
      home: home.value,
      infoPages,
      categoryPages,
    },
  }
}

/** A YAML file directly in pages-config/ other than site.yaml would silently not be a page: report it. */
function reportUnknownFiles(contentDir: string, log: ProblemLog): void {
  for (const file of yamlFilesIn(contentDir, 'pages-config')) {
    if (file !== SITE_FILE) {
      log.fileProblem(file, `unknown document; site-wide settings go in ${SITE_FILE}, reviews in ${REVIEWS_DIR}/, categories in ${CATEGORIES_DIR}/, other pages in ${PAGES_DIR}/`)
    }
  }
}
