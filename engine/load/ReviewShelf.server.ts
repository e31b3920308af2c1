import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'
import type { ReviewPage } from '../../schemas/types.gen.ts'
import { CATALOGUE_DIR, REVIEWS_DIR } from '../content/contentLayout.ts'

/** Megabytes of review values a shelf keeps read, by default (CONTENT_CACHE_MB sets it for a server). */
export const DEFAULT_CONTENT_CACHE_MB = 32

/** The index beside the values: each review's slug and the product it reviews, in file-name order. */
const INDEX = 'index.json'

/**
 * The reviews of a checked content as a build wrote them (`writeReviewValues`): one JSON file per
 * review, read when a page asks for it and kept within a bound of bytes, the least recently asked
 * leaving first. A serving process's memory then does not grow with the reviews: at 10,000 they
 * were most of its content. It is the content's `reviews` map (ReadonlyMap), so no reader knows the
 * difference; going over every review reads each file in turn and keeps none of them.
 */
export class ReviewShelf implements ReadonlyMap<string, ReviewPage> {
  readonly #dir: string
  readonly #products: ReadonlyMap<string, string>
  readonly #kept: LRUCache<string, { value: ReviewPage; bytes: number }>

  private constructor(dir: string, products: ReadonlyMap<string, string>, maxBytes: number) {
    this.#dir = dir
    this.#products = products
    this.#kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) })
  }

  /** The shelf of the values in `dir`; undefined when there is none or its index cannot be read. */
  static open(dir: string, maxBytes = DEFAULT_CONTENT_CACHE_MB * 2 ** 20): ReviewShelf | undefined {
    try {
      const index = JSON.parse(readFileSync(join(dir, INDEX), 'utf8')) as [string, string][]
      return new ReviewShelf(dir, new Map(index), maxBytes)
    } catch {
      return undefined
    }
  }

  /** Each review's page link by the product it reviews, as the catalogue links them. */
  pageLinks(): Map<string, string> {
    return new Map([...this.#products].map(([slug, product]) => [product, `/product/${slug}`]))
  }

  get size(): number {
    return this.#products.size
  }

  has(slug: string): boolean {
    return this.#products.has(slug)
  }

  get(slug: string): ReviewPage | undefined {
    if (!this.#products.has(slug)) return undefined
    const kept = this.#kept.get(slug)
    if (kept) return kept.value
    const text = readFileSync(this.#file(slug), 'utf8')
    const value = JSON.parse(text) as ReviewPage
    this.#kept.set(slug, { value, bytes: text.length * 2 })
    return value
  }

  keys(): MapIterator<string> {
    return this.#products.keys()
  }

  *entries(): MapIterator<[string, ReviewPage]> {
    for (const slug of this.#products.keys()) yield [slug, this.#kept.get(slug)?.value ?? (JSON.parse(readFileSync(this.#file(slug), 'utf8')) as ReviewPage)]
  }

  *values(): MapIterator<ReviewPage> {
    for (const [, value] of this.entries()) yield value
  }

  [Symbol.iterator](): MapIterator<[string, ReviewPage]> {
    return this.entries()
  }

  forEach(callback: (value: ReviewPage, key: string, map: ReadonlyMap<string, ReviewPage>) => void): void {
    for (const [slug, value] of this.entries()) callback(value, slug, this)
  }

  #file(slug: string): string {
    return join(this.#dir, `${slug}.json`)
  }
}

/**
 * The texts of every content YAML file but the reviews: what a start with a shelf reads, so the
 * values kept for it (ContentStore.saveValuesOf) leave the reviews' out.
 */
export function textsBesideReviews(contentDir: string): string[] {
  return ['pages-config', CATALOGUE_DIR].flatMap((folder) => {
    const dir = join(contentDir, folder)
    if (!existsSync(dir)) return []
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    return files.map((entry) => join(entry.parentPath, entry.name)).filter((file) => !file.startsWith(join(contentDir, REVIEWS_DIR, '/'))).map((file) => readFileSync(file, 'utf8'))
  })
}

/** Writes the reviews' values and their index into `dir` (replaced whole), for ReviewShelf.open. */
export function writeReviewValues(dir: string, reviews: ReadonlyMap<string, ReviewPage>): void {
  const partial = `${dir}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  for (const [slug, review] of reviews) writeFileSync(join(partial, `${slug}.json`), JSON.stringify(review))
  writeFileSync(join(partial, INDEX), JSON.stringify([...reviews].map(([slug, review]) => [slug, review.product])))
  rmSync(dir, { recursive: true, force: true })
  renameSync(partial, dir)
}
