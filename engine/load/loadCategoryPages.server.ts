import type { CategoryPage } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { checkCategoryNames, inMenuOrder } from '../check/checkCategoryNames.ts'
import { loadDocument, namedFilesIn } from '../content/loadDocument.server.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import { CATEGORIES_DIR } from '../content/contentLayout.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

/**
 * The site's categories: one file per category, pages-config/categories/<slug>.yaml. Every other
 * spelling a category accepts must be free: no other category's slug or spelling.
 */
export function loadCategoryPages(contentDir: string, log: ProblemLog): LoadedCategory[] {
  const categories: LoadedCategory[] = []
  for (const { file, name } of namedFilesIn(contentDir, CATEGORIES_DIR, log, 'cannot be a category slug', 'stair-climbers.yaml')) {
    const doc = loadDocument<CategoryPage>(contentDir, file, DOCUMENT_KINDS.category, log)
    if (doc) categories.push({ ...doc, slug: name })
  }
  checkSpellings(categories, log)
  checkCategoryNames(categories, log)
  return categories
}

function checkSpellings(categories: readonly LoadedCategory[], log: ProblemLog): void {
  const owner = new Map(categories.map((category) => [category.slug, `the slug of ${category.source.file}`]))
  // In menu order, so a clash is reported in the category added later.
  for (const { source, value, slug } of inMenuOrder(categories)) {
    value.spellings.forEach((spelling, index) => {
      const taken = owner.get(spelling)
      if (spelling === slug) log.add(problemAt(source, ['spellings', index], `"${spelling}" is this category's own slug; list only other spellings`))
      else if (taken) log.add(problemAt(source, ['spellings', index], `"${spelling}" is already ${taken}; a spelling can lead to one category only`))
      else owner.set(spelling, `a spelling in ${source.file}`)
    })
  }
}
