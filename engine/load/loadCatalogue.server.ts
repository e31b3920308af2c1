import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { CatalogueFile } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { loadDocument, nameOf, yamlFilesIn } from '../content/loadDocument.server.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import type { SvgWords } from '../check/productImages.server.ts'
import { isRaster, MIN_RASTER_SIZE } from '../shop/images.ts'
import { imageNameProblem, svgWordsProblem } from '../check/productImages.server.ts'
import { rasterSize } from '../check/rasterSize.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { Located } from '../content/YamlSource.ts'
import { CATALOGUE_DIR, CATALOGUE_FOLDER_DOCS, IMAGES_DIR } from '../content/contentLayout.ts'
import type { LoadedCatalogue } from '../content/contentLayout.ts'
import { catalogueFolders, loadCatalogueFolder } from './loadCatalogueFolder.server.ts'

/**
 * Every category's catalogue, from its file (`api/catalogue/<slug>.yaml`) or its folder
 * (`api/catalogue/<slug>/`), validated, with the checks that span catalogues unless `rules` is
 * false (content a check already passed): one catalogue per category, unique ids and codes, images.
 */
export function loadCatalogueFiles(contentDir: string, log: ProblemLog, rules = true): LoadedCatalogue[] {
  const files = yamlFilesIn(contentDir, CATALOGUE_DIR)
    .map((file) => loadDocument<CatalogueFile>(contentDir, file, DOCUMENT_KINDS.catalogue, log))
    .filter((doc) => doc !== undefined)
    .map((doc): LoadedCatalogue => ({ ...doc, documents: [doc] }))
  const dirs = catalogueFolders(contentDir)
  const folders = dirs.map((dir) => loadCatalogueFolder(contentDir, dir, log)).filter((catalogue) => catalogue !== undefined)
  const catalogues = oneLayoutEach(files, dirs, folders, log)
  if (!rules) return catalogues
  checkCategories(catalogues, log)
  checkUnique(catalogues, 'id', log)
  checkUnique(catalogues, 'gtin', log)
  checkImages(contentDir, catalogues, log)
  return catalogues
}

/** How many catalogues are written, valid or not: a file or a folder each. */
export function writtenCatalogues(contentDir: string): number {
  return yamlFilesIn(contentDir, CATALOGUE_DIR).length + catalogueFolders(contentDir).length
}

/**
 * A category's catalogue is a file or a folder, never both: a file whose category has a folder too
 * is reported once and left out (every product of it would otherwise be reported as a duplicate),
 * and the checks that need the whole catalogue wait until one is removed.
 */
function oneLayoutEach(files: readonly LoadedCatalogue[], dirs: readonly string[], folders: readonly LoadedCatalogue[], log: ProblemLog): LoadedCatalogue[] {
  // By the folder's name (a folder with problems of its own too) and by the category it declares.
  const inFolders = new Map([...dirs.map((dir) => [dir.slice(CATALOGUE_DIR.length + 1), dir] as const), ...folders.map((folder) => [folder.value.category, folder.source.file.slice(0, folder.source.file.lastIndexOf('/'))] as const)])
  const kept = files.filter(({ source, value }) => {
    const dir = inFolders.get(value.category) ?? inFolders.get(nameOf(source.file))
    if (dir) log.add(problemAt(source, ['category'], `the category "${value.category}" has both this catalogue file and the catalogue folder ${dir}/; keep one: move this file's products into the folder's products files (${CATALOGUE_FOLDER_DOCS}) and remove this file, or remove the folder`))
    return !dir
  })
  return [...kept, ...folders]
}

function checkCategories(catalogues: readonly LoadedCatalogue[], log: ProblemLog): void {
  const seen = new Map<string, string>()
  for (const { source, value } of catalogues) {
    const first = seen.get(value.category)
    if (first) log.add(problemAt(source, ['category'], `category "${value.category}" is already defined in ${first}`))
    else seen.set(value.category, source.file)
  }
}

/** Why a code names one product only, after the message that it is used twice. */
const UNIQUE_BECAUSE = { id: '', gtin: '; a GTIN names one product, and retailers\' feeds are matched to products by it' }

function checkUnique(files: readonly LoadedCatalogue[], key: 'id' | 'gtin', log: ProblemLog): void {
  const seen = new Map<string, string>()
  for (const { source, value } of files) {
    value.products.forEach((product, index) => {
      const code = product[key]
      if (code === undefined) return
      const first = seen.get(code)
      if (first) log.add(problemAt(source, ['products', index, key], `${key} "${code}" is already used in ${first}${UNIQUE_BECAUSE[key]}`))
      else seen.set(code, placeOf(source.locate(['products', index])))
    })
  }
}

/** Where a product is written, for messages: its file and its place in the file's list. */
const placeOf = ({ source, path }: Located) => `${source.file} (product ${String(path[1])})`

/** Each catalogue's images, checked file by file: an unchanged file of a folder keeps what was found in it. */
function checkImages(contentDir: string, catalogues: readonly LoadedCatalogue[], log: ProblemLog): void {
  const files = catalogues.flatMap((catalogue) => catalogue.documents.flatMap((doc) => ('products' in doc.value ? [{ source: doc.source, value: doc.value }] : [])))
  let listed: Set<string> | undefined
  // Products often share photos (and a grown catalogue shares them a lot): read each header once.
  const sizes = new Map<string, string | undefined>()
  const words: SvgWords = new Map()
  for (const file of files) {
    // Kept for an unchanged file while the images cannot change (a publish's working copy).
    log.addKept('images', file.value, [log.store.images], (own) => {
      listed ??= imageFiles(contentDir)
      checkFileImages(contentDir, file, { listed, sizes, words }, own)
    })
  }
}

/** What the image check of one catalogue file reads: the images folder's listing, and the files read so far. */
type ImagesSeen = { listed: ReadonlySet<string>; sizes: Map<string, string | undefined>; words: SvgWords }

function checkFileImages(contentDir: string, { source, value }: LoadedDocument<Pick<CatalogueFile, 'products'>>, { listed, sizes, words }: ImagesSeen, log: ProblemLog): void {
  value.products.forEach((product, index) => {
    const images: [string, (string | number)[]][] = [
      [product.image, ['products', index, 'image']],
      ...(product.sub_images ?? []).map((image, i): [string, (string | number)[]] => [image, ['products', index, 'sub_images', i]]),
    ]
    for (const [image, path] of images) {
      const file = join(IMAGES_DIR, image.slice('/images/'.length))
      const problem = imageProblem(contentDir, file, listed, sizes) ?? imageNameProblem(image, product.id) ?? svgWordsProblem(contentDir, file, product.brand, words)
      if (problem) log.add(problemAt(source, path, problem))
    }
  })
}

/**
 * Every file under the images folder, as contentDir-relative paths: one listing instead of an
 * existsSync call per image (four per product, thousands at a thousand reviews).
 */
function imageFiles(contentDir: string): Set<string> {
  const dir = join(contentDir, IMAGES_DIR)
  if (!existsSync(dir)) return new Set()
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true })
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => relative(contentDir, join(entry.parentPath, entry.name))))
}

/**
 * What is wrong with one image file, if anything: missing, not the format its name says, or a
 * photo smaller than the largest width the build makes of it (it would be blown up and blurred).
 */
function imageProblem(contentDir: string, file: string, listed: ReadonlySet<string>, seen: Map<string, string | undefined>): string | undefined {
  if (seen.has(file)) return seen.get(file)
  let problem: string | undefined
  // The listing answers for nearly every image; a path it lacks is asked of the file system.
  if (!listed.has(file) && !existsSync(join(contentDir, file))) problem = `image not found: ${file}`
  else if (isRaster(file)) {
    const size = rasterSize(join(contentDir, file))
    const { width, height } = MIN_RASTER_SIZE
    if (!size) problem = `${file} is not a readable JPEG, PNG or WebP image`
    else if (size.width < width || size.height < height) {
      problem = `image too small: ${file} is ${size.width}x${size.height} px; a photo needs at least ${width}x${height} px (the widest size the site serves)`
    }
  }
  seen.set(file, problem)
  return problem
}
