import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FactRef } from '../shop/productFacts.ts'
import { loadCatalogueFiles } from './loadCatalogue.server.ts'
import { loadCategoryPages } from './loadCategoryPages.server.ts'
import { Categories } from '../catalogue/Categories.ts'
import { ProblemLog, URL_NAME } from '../content/loadDocument.server.ts'
import { loadReviews } from './loadReviews.server.ts'
import { reviewTemplate } from './reviewTemplate.ts'
import { REVIEWS_DIR } from '../content/contentLayout.ts'

export type ScaffoldRequest = { slug: string; category: string; product: string }
type ScaffoldResult = { ok: true; file: string } | { ok: false; message: string }

/** Facts every product has, for a Product Details grid whose product has few specs. */
const COMPUTED_DETAILS: FactRef[] = [{ computed: 'price' }, { computed: 'rating' }, { computed: 'reviews' }, { computed: 'savings' }]

/**
 * Writes pages-config/reviews/<slug>.yaml, a starter review that passes the check, for a catalogue
 * product of the given category. Refuses, with a message saying what to do, anything that would
 * make the content invalid or lose work: a bad slug, an unknown category or product, a product of
 * another category or one that already has a review, an existing file.
 */
export function scaffoldReview(contentDir: string, request: ScaffoldRequest): ScaffoldResult {
  const { slug } = request
  const file = `${REVIEWS_DIR}/${slug}.yaml`
  if (!URL_NAME.test(slug)) return fail(`"${slug}" is not a valid slug; use lower-case words joined by dashes, e.g. acme-x200`)
  if (existsSync(join(contentDir, file))) return fail(`${file} already exists; choose another slug or edit that file`)
  const log = new ProblemLog()
  const categories = new Categories(new Map(loadCategoryPages(contentDir, log).map((file) => [file.slug, file.value])))
  const found = categories.resolve(request.category)
  if (!found) return fail(`unknown category "${request.category}"; use one of ${categories.all().map((c) => c.slug).join(', ')}`)
  const category = found.slug

  const products = loadCatalogueFiles(contentDir, log).flatMap((doc) => doc.value.products.map((product) => ({ ...product, category: doc.value.category })))
  if (log.problems.length) return fail('the catalogue has problems; run `npm run check` and fix them first')
  const product = products.find((p) => p.id === request.product)
  if (!product) return fail(`unknown product "${request.product}"; use the id of a product in api/catalogue/${category}.yaml`)
  if (product.category !== category) return fail(`product "${product.id}" is in ${product.category}, not ${category}`)
  const existing = loadReviews(contentDir, new ProblemLog()).find((review) => review.value.product === product.id)
  if (existing) return fail(`product "${product.id}" already has a review: ${existing.source.file}`)

  // The product's own facts in its catalogue order; its list price is a detail of the buy bar, not the hero.
  const specKeys = Object.keys(product.facts ?? {}).filter((key) => key !== 'listPrice')
  const details: FactRef[] = [...specKeys.map((spec) => ({ spec })), ...COMPUTED_DETAILS].slice(0, 4)
  const alternative = products.find((other) => other.category === category && other.id !== product.id) ?? products.find((other) => other.id !== product.id)
  const text = reviewTemplate({
    slug,
    productId: product.id,
    title: product.title,
    brand: product.brand,
    categoryLabel: found.label.toLowerCase(),
    category,
    categoryHref: found.path,
    details,
    // Only a tester's sub-scores need a reason: a derived one is explained by its rule on the page.
    criteria: found.method.criteria.filter((criterion) => !criterion.computed && !criterion.from),
    alternative: alternative!.id,
    today: new Date().toISOString().slice(0, 10),
  })
  // "wx": never overwrite, even if the file appeared since the check above.
  writeFileSync(join(contentDir, file), text, { flag: 'wx' })
  return { ok: true, file }
}

function fail(message: string): ScaffoldResult {
  return { ok: false, message }
}
