import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { DOCUMENT_KINDS } from '../schemas/documentKinds.ts'
import { CATALOGUE_DIR, CATALOGUE_FOLDER_FILE, CATALOGUE_PRODUCTS_DIR } from '../engine/content/contentLayout.ts'

/** Above this many products, the demo writes a category's catalogue as a folder (docs/editing-categories.md). */
export const FOLDER_ABOVE_PRODUCTS = 1000

/** Products per products file of a generated folder: about 350 KB of YAML, well under the 1 MB a file may have. */
export const PRODUCTS_PER_FILE = 250

const schemaLine = (depth: number, schema: string) => `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/${schema}`

/**
 * A catalogue file's text as a folder's files: its catalogue.yaml (every field but products) and
 * its products, `perFile` to a file, in order, with the file names that keep the order
 * (`001.yaml`, `002.yaml`, ...). Text-level, so comments and layout stay as written; the products
 * must be the file's last field, each starting with `  - id: `.
 */
export function splitCatalogue(text: string, perFile = PRODUCTS_PER_FILE): { head: string; parts: Map<string, string> } {
  const start = text.search(/^products:\n/m)
  if (start < 0 || /^\S/m.test(text.slice(start + 'products:\n'.length))) throw new Error('the catalogue must end with its products: list')
  const head = text.slice(0, start).replace(/^# yaml-language-server: .*$/m, schemaLine(3, DOCUMENT_KINDS.catalogueFolder))
  const blocks = text.slice(start + 'products:\n'.length).split(/^(?= {2}- id: )/m).filter((block) => block.trim())
  const width = String(Math.ceil(blocks.length / perFile)).length + 1
  const parts = new Map<string, string>()
  for (let i = 0; i * perFile < blocks.length; i++) {
    const products = blocks.slice(i * perFile, (i + 1) * perFile).join('')
    parts.set(`${String(i + 1).padStart(width, '0')}.yaml`, `${schemaLine(4, DOCUMENT_KINDS.catalogueProducts)}\nproducts:\n${products.trimEnd()}\n`)
  }
  return { head: `${head.trimEnd()}\n`, parts }
}

/** Replaces the catalogue file `file` (an absolute path to api/catalogue/<slug>.yaml) with its folder api/catalogue/<slug>/. */
export function writeCatalogueFolder(file: string, perFile = PRODUCTS_PER_FILE): void {
  const { head, parts } = splitCatalogue(readFileSync(file, 'utf8'), perFile)
  const dir = join(dirname(file), basename(file).replace(/\.ya?ml$/, ''))
  mkdirSync(join(dir, CATALOGUE_PRODUCTS_DIR), { recursive: true })
  writeFileSync(join(dir, CATALOGUE_FOLDER_FILE), head)
  for (const [name, text] of parts) writeFileSync(join(dir, CATALOGUE_PRODUCTS_DIR, name), text)
  rmSync(file)
}

/** How many products a catalogue file's text lists. */
const productCount = (text: string) => text.match(/^ {2}- id: /gm)?.length ?? 0

/**
 * Writes each catalogue file under `root` that lists more than `above` products as its folder, as
 * an editor would once a catalogue grows large (docs/editing-categories.md). Returns the folders' names.
 */
export function largeCataloguesAsFolders(root: string, above = FOLDER_ABOVE_PRODUCTS): string[] {
  const dir = join(root, CATALOGUE_DIR)
  const large = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name) && productCount(readFileSync(join(dir, name), 'utf8')) > above)
  for (const name of large) writeCatalogueFolder(join(dir, name))
  return large.map((name) => name.replace(/\.ya?ml$/, '')).sort()
}
