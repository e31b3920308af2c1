import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { CatalogueFolder, CatalogueProductsFile } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { CatalogueFolderSource } from '../content/CatalogueFolderSource.ts'
import { loadDocument, yamlFilesIn } from '../content/loadDocument.server.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import { CATALOGUE_DIR, CATALOGUE_FOLDER_DOCS, CATALOGUE_FOLDER_FILE, CATALOGUE_PRODUCTS_DIR, IMAGES_DIR } from '../content/contentLayout.ts'
import type { LoadedCatalogue } from '../content/contentLayout.ts'

/**
 * The catalogue folders under `contentDir` (`api/catalogue/<name>`, every folder there but the
 * images'), sorted. A folder without a YAML file is none: what is left when a catalogue moves
 * back into one file (or a published version removes its files), which git does not keep either.
 */
export function catalogueFolders(contentDir: string): string[] {
  const dir = join(contentDir, CATALOGUE_DIR)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && `${CATALOGUE_DIR}/${entry.name}` !== IMAGES_DIR)
    .filter((entry) => readdirSync(join(dir, entry.name), { recursive: true, encoding: 'utf8' }).some((name) => /\.ya?ml$/.test(name)))
    .map((entry) => `${CATALOGUE_DIR}/${entry.name}`)
    .sort()
}

/**
 * A category's catalogue from its folder `dir`: catalogue.yaml and every products file, each
 * validated on its own and reported at its own lines, then read as one catalogue whose products
 * are the files' in name order. Undefined when any of them has a problem.
 */
export function loadCatalogueFolder(contentDir: string, dir: string, log: ProblemLog): LoadedCatalogue | undefined {
  const headFile = `${dir}/${CATALOGUE_FOLDER_FILE}`
  const productFiles = yamlFilesIn(contentDir, `${dir}/${CATALOGUE_PRODUCTS_DIR}`)
  reportStrayFiles(contentDir, dir, [headFile, ...productFiles], log)
  const name = dir.slice(CATALOGUE_DIR.length + 1)
  if (!existsSync(join(contentDir, headFile))) {
    log.fileProblem(`${dir}/`, `a catalogue folder needs its ${CATALOGUE_FOLDER_FILE}: write ${headFile} with "category: ${name}" and the list page's seo (${CATALOGUE_FOLDER_DOCS})`)
  }
  const head = existsSync(join(contentDir, headFile)) ? loadDocument<CatalogueFolder>(contentDir, headFile, DOCUMENT_KINDS.catalogueFolder, log) : undefined
  const parts = productFiles.map((file) => loadDocument<CatalogueProductsFile>(contentDir, file, DOCUMENT_KINDS.catalogueProducts, log))
  if (!head) return undefined
  if (head.value.category !== name) {
    log.add(problemAt(head.source, ['category'], `the folder ${dir}/ holds the catalogue of "${name}", its name; write category: ${name}, or rename the folder to ${CATALOGUE_DIR}/${head.value.category}/`))
  }
  if (!productFiles.length) {
    log.add(problemAt(head.source, [], `the catalogue folder has no products; add them to ${dir}/${CATALOGUE_PRODUCTS_DIR}/*.yaml, each file a products: list (${CATALOGUE_FOLDER_DOCS})`))
    return undefined
  }
  const loaded = parts.filter((part) => part !== undefined)
  if (loaded.length < parts.length) return undefined
  const source = new CatalogueFolderSource(head.source, loaded.map((part) => ({ source: part.source, count: part.value.products.length })))
  const value = { ...head.value, products: loaded.flatMap((part) => part.value.products) }
  return { source, value, documents: [head, ...loaded] }
}

/** A YAML file in a catalogue folder that is neither its catalogue.yaml nor a products file would silently not be read: report it. */
function reportStrayFiles(contentDir: string, dir: string, read: readonly string[], log: ProblemLog): void {
  const known = new Set(read)
  const entries = readdirSync(join(contentDir, dir), { withFileTypes: true, recursive: true })
  for (const entry of entries) {
    const file = relative(contentDir, join(entry.parentPath, entry.name)).replaceAll('\\', '/')
    if (entry.isFile() && /\.ya?ml$/.test(entry.name) && !known.has(file)) {
      log.fileProblem(file, `unknown document in a catalogue folder; its fields other than products go in ${dir}/${CATALOGUE_FOLDER_FILE}, its products in ${dir}/${CATALOGUE_PRODUCTS_DIR}/*.yaml (${CATALOGUE_FOLDER_DOCS})`)
    }
  }
}
