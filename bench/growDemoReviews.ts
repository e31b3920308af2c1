import { existsSync, linkSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOGUE_DIR, CATALOGUE_PRODUCTS_DIR } from '../engine/content/contentLayout.ts'

/**
 * Adds copies of the existing reviews to the content under `root` until it has `reviews`
 * reviews, each copy about a new catalogue product cloned from the original's (new id and
 * code, same facts, the same pictures under the copy's own file names, as the check asks), so the
 * grown content is as valid as the original. Text-level
 * on purpose: the copies keep the originals' layout, comments and positions.
 */
export function growDemoReviews(root: string, reviews: number): void {
  const reviewDir = join(root, 'pages-config/reviews')
  const originals = readdirSync(reviewDir).filter((name) => name.endsWith('.yaml')).sort()
  const catalogue = productFiles(root)
  const texts = new Map(catalogue.map((file) => [file, readFileSync(file, 'utf8')]))
  for (let i = 0; originals.length + i < reviews; i++) {
    const name = originals[i % originals.length]!
    const review = readFileSync(join(reviewDir, name), 'utf8')
    const product = /^product: (\S+)$/m.exec(review)?.[1]
    if (!product) throw new Error(`${name}: no product line`)
    const copy = `${product}-copy-${i}`
    const [file, text] = [...texts].find(([, t]) => t.includes(`  - id: ${product}\n`)) ?? []
    if (!file || text === undefined) throw new Error(`no catalogue file lists ${product}`)
    const block = cloneProduct(text, product, copy)
    texts.set(file, `${text.trimEnd()}\n${renameImages(root, block, product, copy)}`)
    writeFileSync(join(reviewDir, `${copy}.yaml`), renameImages(root, ownReasons(review.replace(/^product: \S+$/m, `product: ${copy}`), copy), product, copy))
  }
  for (const [file, text] of texts) writeFileSync(file, text)
}

/**
 * Every file that lists catalogue products: the catalogue files, and the products files of
 * catalogue folders (a clone goes into the file that lists its original).
 */
function productFiles(root: string): string[] {
  const dir = join(root, CATALOGUE_DIR)
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name.endsWith('.yaml')) return [join(dir, entry.name)]
    const products = join(dir, entry.name, CATALOGUE_PRODUCTS_DIR)
    if (!entry.isDirectory() || !existsSync(products)) return []
    return readdirSync(products).filter((name) => name.endsWith('.yaml')).sort().map((name) => join(products, name))
  })
}

/**
 * The review with its score reasons, verdict and description made its own (the check reports a
 * reason copied word for word from another review, and a page titled or described as another):
 * each quoted reason line and the description end by naming the copy, the verdict by its number
 * (a verdict is short).
 */
function ownReasons(review: string, copy: string): string {
  return review
    .replace(/^scoreReasons:\n(?: {2}.*\n)+/m, (block) => block.replace(/^( {2}\w+: ".*?)\.?"$/gm, `$1 (${copy})."`))
    .replace(/^(verdict: .*?)$/m, `$1 (copy ${copy.split('-').at(-1)})`)
    .replace(/^(seo:\n(?: {2}.*\n)*? {2}description: .*?)$/m, `$1 (${copy})`)
}

/**
 * The text with each picture of `product` renamed after `copy` (a product's pictures are named after
 * its id), the renamed files made as hard links to the originals: no bytes copied.
 */
export function renameImages(root: string, text: string, product: string, copy: string): string {
  return text.replace(new RegExp(`(/images/[^\\s,\\]]*/)${product}-(\\d+\\.[a-z]+)`, 'g'), (_path, dir: string, rest: string) => {
    const [from, to] = [`${dir}${product}-${rest}`, `${dir}${copy}-${rest}`].map((image) => join(root, 'api/catalogue', image))
    try {
      linkSync(from!, to!)
    } catch (error) {
      // The review names the pictures its catalogue entry linked already.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    return `${dir}${copy}-${rest}`
  })
}

/**
 * The product's block of lines, renamed to `copy`, without the original's GTIN (a GTIN names one
 * product), and with each test record's observation naming the copy (the check reports an
 * observation another product's record already says).
 */
export function cloneProduct(text: string, product: string, copy: string): string {
  const start = text.indexOf(`  - id: ${product}\n`)
  const next = text.indexOf('\n  - id: ', start + 1)
  const block = text.slice(start, next === -1 ? undefined : next + 1).trimEnd()
  return `${block
    .replace(`  - id: ${product}`, `  - id: ${copy}`)
    .replace(/\n {4}gtin: "\d+"/, '')
    .replace(/^( {8}observation: )"?(.*?)\.?"?$/gm, (_, key: string, said: string) => `${key}"${said} (${copy})."`)}\n`
}
