import { YamlSource } from './YamlSource.ts'
import type { Located } from './YamlSource.ts'

/** One products file of a catalogue folder, and how many products it holds. */
export type ProductsFileSource = { source: YamlSource; count: number }

/**
 * A category's catalogue read from its folder, as one document: `category` and `seo` from its
 * catalogue.yaml, its products from the products files in name order. Rules read it as they read
 * a catalogue file (`/products/12/title`); what they report about a product is placed in the file
 * that holds it, at its path there (`/products/2/title` of the third file), so the editor is sent
 * to the line to change.
 */
export class CatalogueFolderSource extends YamlSource {
  readonly #head: YamlSource
  readonly #parts: readonly ProductsFileSource[]

  constructor(head: YamlSource, parts: readonly ProductsFileSource[]) {
    super(head.file, head.text)
    this.#head = head
    this.#parts = parts
  }

  override locate(path: readonly (string | number)[]): Located {
    const [key, index, ...rest] = path
    if (key !== 'products' || typeof index !== 'number') return { source: this.#head, path }
    let first = 0
    for (const { source, count } of this.#parts) {
      if (index < first + count) return { source, path: ['products', index - first, ...rest] }
      first += count
    }
    return { source: this.#head, path }
  }
}
