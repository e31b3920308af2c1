import type { CatalogueFile } from '../../schemas/types.gen.ts'
import { didYouMean } from '../content/closestMatches.ts'
import { nameOf, yamlFilesIn } from '../content/loadDocument.server.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import { CATALOGUE_DIR, CATEGORIES_DIR } from '../content/contentLayout.ts'
import type { LoadedCategory } from '../content/contentLayout.ts'

/**
 * A category is a pair of files: pages-config/categories/<slug>.yaml (what the category is) and a
 * catalogue file whose `category` is <slug> (its products). Either one alone is reported.
 * While a catalogue file has problems of its own (`catalogueComplete` false), which category has
 * products is unknown, and not reported.
 */
export function checkCategoryFiles(contentDir: string, categories: readonly LoadedCategory[], catalogueFiles: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog, catalogueComplete = true): void {
  const withProducts = new Set(catalogueFiles.map((file) => file.value.category))
  const defined = new Set(categories.map((category) => category.slug))
  // A category file with mistakes of its own is reported by its loader; its catalogue file is not orphaned.
  const written = new Set(yamlFilesIn(contentDir, CATEGORIES_DIR).map(nameOf))
  for (const { source, slug } of categories) {
    if (catalogueComplete && !withProducts.has(slug)) {
      log.add(problemAt(source, [], `the category "${slug}" has no products; add ${CATALOGUE_DIR}/${slug}.yaml with "category: ${slug}"`))
    }
  }
  for (const { source, value } of catalogueFiles) {
    if (!written.has(value.category)) {
      const known = [...defined].join(', ')
      log.add(problemAt(source, ['category'], `unknown category "${value.category}"${didYouMean(value.category, defined)}; add ${CATEGORIES_DIR}/${value.category}.yaml, or use one of ${known}`))
    }
  }
}
