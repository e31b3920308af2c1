import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOGUE_DIR } from '../engine/content/contentLayout.ts'
import { cloneProduct, renameImages } from './growDemoReviews.ts'

/**
 * Grows the catalogue file of `category` under `root` to `products` products with products that
 * have no review, as a retailer's feed brings them: each a clone of one of the category's products
 * in turn (bench/growDemoReviews.ts's cloneProduct: new id, no GTIN, its own pictures' names) with
 * its title numbered, so no two products share a name. The catalogue must still be one file.
 */
export function growCategory(root: string, category: string, products: number): void {
  const file = join(root, CATALOGUE_DIR, `${category}.yaml`)
  const text = readFileSync(file, 'utf8')
  const ids = [...text.matchAll(/^ {2}- id: (\S+)$/gm)].map((match) => match[1]!)
  if (ids.length === 0) throw new Error(`${file} lists no product`)
  const added: string[] = []
  for (let i = 0; ids.length + added.length < products; i++) {
    const product = ids[i % ids.length]!
    const copy = `${product}-item-${i}`
    const block = cloneProduct(text, product, copy).replace(/^( {4}title: )(.*)$/m, (_, key: string, title: string) => `${key}${title.replace(/"$/, '')} Model ${i + 1}${title.endsWith('"') ? '"' : ''}`)
    added.push(renameImages(root, block, product, copy))
  }
  writeFileSync(file, `${text.trimEnd()}\n${added.join('')}`)
}
