import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { CatalogueFile } from '../../schemas/types.gen.ts'
import { DOCUMENT_KINDS } from '../../schemas/documentKinds.ts'
import { loadDocument, yamlFilesIn } from '../content/loadDocument.server.ts'
import type { LoadedDocument, ProblemLog } from '../content/loadDocument.server.ts'
import type { SvgWords } from '../check/productImages.server.ts'
import { isRaster, MIN_RASTER_SIZE } from '../shop/images.ts'
import { imageNameProblem, svgWordsProblem } from '../check/productImages.server.ts'
import { rasterSize } from '../check/rasterSize.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import { CATALOGUE_DIR, IMAGES_DIR } from '../content/contentLayout.ts'


/** Every catalogue file, validated, with the checks that span files: unique ids, codes, images. */
export function loadCatalogueFiles(contentDir: string, log: ProblemLog): LoadedDocument<CatalogueFile>[] {
  const files = yamlFilesIn(contentDir, CATALOGUE_DIR)
    .map((file) => loadDocument<CatalogueFile>(contentDir, file, DOCUMENT_KINDS.catalogue, log))
    .filter((doc) => doc !== undefined)
  checkCategories(files, log)
  checkUnique(files, 'id', log)
  checkUnique(files, 'gtin', log)
  checkImages(contentDir, files, log)
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

/** Why a code names one product only, after the message that it is used twice. */
const UNIQUE_BECAUSE = { id: '', gtin: '; a GTIN names one product, and retailers\' feeds are matched to products by it' }

function checkUnique(files: readonly LoadedDocument<CatalogueFile>[], key: 'id' | 'gtin', log: ProblemLog): void {
  const seen = new Map<string, string>()
  for (const { source, value } of files) {
    value.products.forEach((product, index) => {
      const code = product[key]
      if (code === undefined) return
      const first = seen.get(code)
      if (first) log.add(problemAt(source, ['products', index, key], `${key} "${code}" is already used in ${first}${UNIQUE_BECAUSE[key]}`))
      else seen.set(code, `${source.file} (product ${index})`)
    })
  }
}

function checkImages(contentDir: string, files: readonly LoadedDocument<CatalogueFile>[], log: ProblemLog): void {
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

function checkFileImages(contentDir: string, { source, value }: LoadedDocument<CatalogueFile>, { listed, sizes, words }: ImagesSeen, log: ProblemLog): void {
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
