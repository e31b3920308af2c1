import type { CategoryPage, CategorySlug } from '../../schemas/types.gen.ts'
import { CATEGORY_SLUGS, isCategorySlug } from '../catalogue/categories.ts'
import { loadDocument, yamlFilesIn } from './loadDocument.server.ts'
import type { ProblemLog } from './loadDocument.server.ts'

export const CATEGORIES_DIR = 'pages-config/categories'

/** One page per category: pages-config/categories/<slug>.yaml, all five present. */
export function loadCategoryPages(root: string, log: ProblemLog): Map<CategorySlug, CategoryPage> {
  const pages = new Map<CategorySlug, CategoryPage>()
  for (const file of yamlFilesIn(root, CATEGORIES_DIR)) {
    const slug = file.slice(CATEGORIES_DIR.length + 1).replace(/\.ya?ml$/, '')
    if (!isCategorySlug(slug)) {
      log.fileProblem(file, `"${slug}" is not a category; name the file after one of ${CATEGORY_SLUGS.join(', ')}`)
      continue
    }
    const doc = loadDocument<CategoryPage>(root, file, 'category-page.schema.json', log)
    if (doc) pages.set(slug, doc.value)
  }
  const missing = CATEGORY_SLUGS.filter((slug) => !pages.has(slug))
  for (const slug of missing) {
    if (!yamlFilesIn(root, CATEGORIES_DIR).includes(`${CATEGORIES_DIR}/${slug}.yaml`)) {
      log.fileProblem(`${CATEGORIES_DIR}/`, `no page for the category "${slug}"; add ${CATEGORIES_DIR}/${slug}.yaml`)
    }
  }
  return pages
}
