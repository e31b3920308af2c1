import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { CatalogueFile } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { loadDocument, yamlFilesIn } from './loadDocument.server.ts'
import type { LoadedDocument, ProblemLog } from './loadDocument.server.ts'
import { problemAt } from './YamlSource.ts'

export const CATALOGUE_DIR = 'api/catalogue'
export const IMAGES_DIR = 'api/catalogue/images'

/** Every catalogue file, validated, with the checks that span files: unique ids, codes, images. */
export function loadCatalogueFiles(root: string, log: ProblemLog): LoadedDocument<CatalogueFile>[] {
  const files = yamlFilesIn(root, CATALOGUE_DIR)
    .map((file) => loadDocument<CatalogueFile>(root, file, DOCUMENT_KINDS.catalogue, log))
    .filter((doc) => doc !== undefined)
  checkCategories(files, log)
  checkUnique(files, 'id', log)
  checkUnique(files, 'asin', log)
  checkImages(root, files, log)
  return files
}

function checkCategories(files: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog): void {
  const seen = new Map<string, string>()
  for (const { source, value } of files) {
    const first = seen.get(value.category)
    if (first) log.add(problemAt(source, ['category'], `category "${value.category}" is already defined in ${first}`))
    else seen.set(value.category, source.file)
  }
}

function checkUnique(files: readonly LoadedDocument<CatalogueFile>[], key: 'id' | 'asin', log: ProblemLog): void {
  const seen = new Map<string, string>()
  for (const { source, value } of files) {
    value.products.forEach((product, index) => {
      const first = seen.get(product[key])
      if (first) log.add(problemAt(source, ['products', index, key], `${key} "${product[key]}" is already used in ${first}`))
      else seen.set(product[key], `${source.file} (product ${index})`)
    })
  }
}

function checkImages(root: string, files: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog): void {
  const listed = imageFiles(root)
  for (const { source, value } of files) {
    value.products.forEach((product, index) => {
      const images: [string, (string | number)[]][] = [
        [product.image, ['products', index, 'image']],
        ...(product.sub_images ?? []).map((image, i): [string, (string | number)[]] => [image, ['products', index, 'sub_images', i]]),
      ]
      for (const [image, path] of images) {
        const file = join(IMAGES_DIR, image.slice('/images/'.length))
        // The listing answers for nearly every image; a path it lacks is asked of the file system.
        if (!listed.has(file) && !existsSync(join(root, file))) log.add(problemAt(source, path, `image not found: ${file}`))
      }
    })
  }
}

/**
 * Every file under the images folder, as root-relative paths: one listing instead of an
 * existsSync call per image (four per product, thousands at a thousand reviews).
 */
function imageFiles(root: string): Set<string> {
  const dir = join(root, IMAGES_DIR)
  if (!existsSync(dir)) return new Set()
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true })
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name))))
}
